/**
 * Lines the headless host (`npm run serve`) and `npm start` print in the terminal, in the
 * system's language (LC_ALL, LC_MESSAGES, LANG). The READY line is for tools, not people: it is
 * never translated. Command syntax (`npm run serve -- --port N`) stays as typed.
 */
export const terminal = {
  hosting: (room: string, iface: string | null) => `Hideout is hosting room ${room}${iface ? ` on ${iface}` : ''}.`,
  join: 'Phones join (same Wi-Fi):',
  board: 'Board for the TV:',
  host: 'Host controls (private):',
  rules: 'Rules, role calculator:',
  notBuilt: 'The screens are not built: run "npm run build" (npm run serve does it for you).',
  mdns: (on: boolean) => `mDNS: ${on ? 'advertising on the local network' : 'off'}. Press Ctrl+C to stop.`,
  closing: (signal: string) => `host: ${signal}: closing the table (journal is already on disk)`,
  closeFailed: 'host: could not close cleanly:',
  fetchingElectron: 'Hideout: fetching Electron for the first launch…',
  noElectron:
    'Hideout: Electron is not available on this machine (it could not be downloaded), so the table runs headless: open the board URL below in a browser on the TV.',
  errors: {
    needsValue: (flag: string) => `${flag} needs a value`,
    wholeNumber: (flag: string, min: number, max: number, text: string) => `${flag} must be a whole number from ${min} to ${max}, not "${text}"`,
    noGame: (game: string, games: string) => `no game "${game}"; games: ${games}`,
    unknownOption: (arg: string) => `unknown option "${arg}"`,
  },
  /** The desktop app's menu and window titles (Electron), in the system's language. */
  desktop: {
    table: 'Table',
    hostControls: 'Host controls',
    quit: 'Quit',
    quitApp: 'Quit Hideout',
    view: 'View',
    boardFullscreen: 'Board full screen',
    mute: 'Mute board sounds',
    edit: 'Edit',
    controlsTitle: 'Hideout — host controls',
    startFailed: 'Hideout could not start',
  },
  usage: {
    port: 'port to listen on (default 4747; a free one if it is taken; 0 for any)',
    dataDir: 'where the room and the game journals are kept (default: your user data folder)',
    game: (games: string) => `the game the lobby starts with: ${games}`,
    iface: 'the network interface (name or IPv4 address) for the join URL',
    noMdns: 'do not advertise the table on the local network',
    noTips: 'start with “teach as we play” off for every game (the host controls can switch it on)',
    botDelay: 'how long bots think before they act (default 900)',
    revealPace: (min: number) => `the board's reveals at this percentage of their real time, ${min} to 100 (default 100; for tests and demos)`,
    turnPace: (min: number) => `turn timers at this percentage of their time, ${min} to 100 (default 100; for tests and demos)`,
    keepGames: (n: number) => `finished games kept on disk, newest first (default ${n}; older ones are deleted as the host starts)`,
  },
};

export type TerminalCatalog = typeof terminal;
