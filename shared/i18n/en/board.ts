/**
 * Strings of the TV board and the host controls page. English is the reference catalog; other
 * languages must have every key. Only the board and the host controls download this file
 * (tv-words.ts); the lobby controls' words, which the VIP's phone shows too, are in lobby.ts, and
 * renderer/lib/i18n/strings.ts puts the two together as `board`.
 */
export const board = {
  /** The TV. */
  screen: {
    /** After two minutes with no phone at the table: what to try (docs/troubleshooting.md says more). */
    silence: {
      title: 'No phone has reached the table yet',
      tips: [
        'Every phone on the same Wi‑Fi as this laptop (the same network name).',
        'Not a guest network: those keep devices from seeing each other.',
        'VPN off on the laptop.',
        'Let Hideout through the laptop’s firewall (Windows: “Allow an app through firewall”; macOS: Firewall options, allow incoming connections).',
        'Or turn on the laptop’s hotspot and join the phones to it.',
      ],
      typeIt: 'Or type the address under the code into the phone’s browser by hand.',
    },
    tagline: 'The TV is the table. Your phone is your hand.',
    joinTitle: 'Join on your phone',
    scanHint: 'Scan the code or type the address:',
    // "Wi‑Fi" with a non-breaking hyphen (U+2011): never broken across two lines.
    sameWifi: 'Your phone must be on the same Wi‑Fi as this TV.',
    noJoinUrl: 'The host has no network address yet.',
    qrAlt: 'QR code to join the table',
    /** The host key's fingerprint under the join address, for phones that typed it to compare. */
    keyPrint: (print: string) => `Table key ${print}`,
    roomCode: 'Room',
    players: 'Players',
    seatCount: (n: number, min: number, max: number) => `${n} seated · ${min}–${max} players`,
    waitingForPlayers: 'Waiting for players…',
    /** The game's record on the TV (host controls' "Show the record on the TV"). */
    /** The chosen game's quick start on the TV in the lobby (`showQuickStart`): its headings. */
    quickStart: { title: 'Quick start', goal: 'Goal', round: 'A round', win: 'How you win', secret: 'What is secret' },
    record: { title: 'The game so far', newestFirst: 'Newest first', nothing: 'Nothing has happened yet.' },
    tip: { label: 'First game' },
    demo: { label: 'How to play', playing: (game: string) => `How to play ${game}: a demonstration`, skip: 'Skip' },
    dealing: 'Dealing…',
    waitingForStart: 'Waiting for the host or the VIP to start.',
    needMore: (k: number) => (k === 1 ? 'One more player needed.' : `${k} more players needed.`),
    /** When the seated count does not fit the chosen game: what is wrong and what to do (renderer/board/seat-fit.ts). */
    fit: {
      tooMany: (game: string, max: number, n: number) => `${game} takes at most ${max} players: ${n} are seated.`,
      stepOut: (k: number) => (k === 1 ? 'Set one player aside for a game, or choose another game.' : `Set ${k} players aside for a game, or choose another game.`),
      /** After needMore, when another game would take the table as it is. */
      orAnother: 'Or choose another game.',
      others: (n: number, games: string) => `For ${n} players: ${games}.`,
    },
    vipTag: 'VIP',
    botTag: 'bot',
    connected: 'connected',
    notConnected: 'not connected',
    spectators: (n: number) => (n === 1 ? '1 watching' : `${n} watching`),
    waitingTitle: 'Next game',
    asideTitle: 'Sitting out',
    muteOn: 'Sound off',
    muteOff: 'Sound on',
    muteLabel: 'Mute the board',
    lobby: 'Lobby',
  },

  /** The staged moments on the TV (renderer/lib/moments/) and their host controls. */
  moments: {
    lookTitle: 'Look at your phones',
    lookHint: 'Hold your secret card to see it. Keep it to yourself.',
    lookedCount: (n: number, of: number) => `${n} of ${of} have looked`,
    looked: (name: string) => `${name} has looked`,
    notYet: (name: string) => `${name} has not looked yet`,
    allLooked: 'Everyone has looked',
    discussion: 'Time to talk',
    timeUp: 'Time’s up: decide when you’re ready',
    hostTitle: 'Discussion timer',
    hostHint: 'A countdown on the TV during these phases. It only informs: nobody is made to move.',
    off: 'Off',
    duration: (s: number) => (s < 60 ? `${s} s` : s % 60 === 0 ? `${s / 60} min` : `${Math.floor(s / 60)} min ${s % 60} s`),
    phaseLabel: (phase: string) => `Countdown: ${phase}`,
    ranOut: (name: string) => `Time ran out for ${name}: a stand-in played for them.`,
    teachTitle: 'Teach as we play',
    teachHint: 'The first time each step happens, the TV and every phone explain it in a sentence or two, the same for every role. On until this game has been played to its end here once.',
    teachLabel: 'Explain each step the first time',
    turnTitle: 'Turn timer',
    turnHint: 'Each player has a set time per decision; when it runs out, a stand-in plays that decision by a fixed rule (the rules say which). Off: nobody is hurried.',
    turnLevels: { off: 'Off', relaxed: 'Relaxed', normal: 'Normal', extended: 'Extended (×2 relaxed)' },
  },

  /** The host controls page (the laptop screen: public information only). */
  host: {
    // A seat handed to a bot mid-game: only the host controls may (the VIP only in the lobby).
    kickInGame: 'Bot takes over',
    kickInGameLabel: (name: string) => `Hand ${name}'s seat to a bot`,
    // A seat's new phone and its link: only the host controls hand out seat links.
    newPhone: 'New phone',
    newPhoneLabel: (name: string) => `Give ${name}'s seat to a new phone`,
    seatLinkIntro: (name: string) => `Open this link on ${name}'s new phone (the old phone is disconnected):`,
    seatLinkQr: (name: string) => `QR code of the new link for ${name}`,
    hideLink: 'Done, hide the link',
    title: 'Host controls',
    waitingList: (names: string) => `Next game: ${names}`,
    night: 'Tonight\u2019s score',
    resetScores: 'Reset the score',
    needsLink: 'This page needs the host link printed when the host started (it ends in #host=…).',
    badToken: 'This host link is no longer valid. Use the link the host printed at start.',
    problemsTitle: 'The host needs your attention',
    problemsHint: 'Nothing a player did was lost. Details for whoever looks after this laptop:',
    roomCode: 'Room',
    joinTitle: 'Phones join at',
    sameWifi: 'Phones must be on the same Wi‑Fi as this computer.',
    openBoard: 'Open the board for the TV',
    boardHint: 'Open it on the TV (full screen); it shows only public information.',
    qrAlt: 'QR code to join the table',
    spectators: (n: number) => (n === 1 ? '1 spectator' : `${n} spectators`),
    gameTitle: 'This game',
    noGame: 'No game yet: set up the table, then start.',
    gameNumber: (n: number) => `Game ${n}`,
    phase: 'Phase',
    lock: 'Lock',
    locks: 'Locks',
    boss: 'Boss',
    rejections: 'Rejections',
    winner: 'Winner',
    publicOnly: 'Only public information is shown here: this screen can be seen by everyone.',
    rulesLink: 'Rules, printable sheets, role calculator',
    /** The app's own settings (display, network) and the past games kept in the data folder. */
    /** Who is watching (the host may remove a spectator) and who may open the host controls. */
    links: {
      title: 'Phones and network',
      hint: 'Each seated phone’s round trip to this computer. A weak link (over 300 ms, or a missed reply) is that phone’s Wi‑Fi, not the table’s.',
      rtt: (ms: number | null) => (ms === null ? 'measuring…' : `${ms} ms`),
      weak: 'weak',
      mdns: (name: string) => `Also reachable as ${name} (phones that understand .local names)`,
      trouble: 'Phones that opened the page but could not stay connected',
      troubleWhat: { 'cannot-open': 'could not connect', 'keeps-dropping': 'keeps dropping' },
    },
    access: {
      title: 'Watching and access',
      none: 'No one else is watching.',
      board: 'board',
      local: 'This computer',
      remove: 'Remove',
      removeLabel: (who: string) => `Remove the spectator at ${who}`,
      removedHint: 'A device removed from the Wi‑Fi may not watch again for 10 minutes.',
      remoteHost: 'Allow the host controls from another device',
      remoteHostHint: 'Off: the host link works only on this computer. On: anyone on the Wi‑Fi who has it can run the table.',
      renew: 'Renew the host link',
      renewHint: 'The old host link stops working at once; this page goes on working.',
      renewed: 'Host link renewed: the old one no longer works.',
    },
    app: {
      pastGames: 'Past games',
      noPastGames: 'No game has been played at this table yet.',
      refresh: 'Refresh',
      export: 'Export journal',
      finished: 'finished',
      unfinished: 'not finished',
      actions: (n: number) => (n === 1 ? '1 move' : `${n} moves`),
      replayHint: 'A journal replays the whole game: npm run replay -- <file>.',
      settings: 'This computer',
      boardDisplay: 'Board on display',
      fullscreen: 'Board full screen on/off',
      network: 'Network for the join link',
      dataFolder: 'Open the data folder',
      loadFailed: 'Could not read the past games.',
    },
  },
};



export type BoardCatalog = typeof board;
