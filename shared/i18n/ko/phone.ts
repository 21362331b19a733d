import type { PhoneCatalog } from '../en/phone.ts';

/** Korean: the phone's strings (see en/phone.ts). Names inside sentences take fitting particles. */
export const phone: PhoneCatalog = {
  connecting: '테이블에 연결하는 중…',
  dealing: '카드를 나누는 중…',
  unsupportedGame: (game: string) => `이 휴대폰에서는 아직 ${game} 게임을 할 수 없습니다. TV를 봐 주세요.`,
  dismiss: '닫기',
  reveal: {
    title: 'TV를 보세요',
    body: 'TV에서 결과를 공개하고 있습니다.',
    phase: 'TV 공개 중',
  },

  live: {
    region: '알림',
    yourTurn: (what: string) => `내 차례: ${what}`,
    voted: (approved: boolean, yes: number, no: number) => `${approved ? '팀 승인' : '팀 거부'} ${yes}–${no}`,
    lock: (lock: number, open: boolean) => `자물쇠 ${lock} ${open ? '열림' : '폭파'}`,
    mission: (n: number, success: boolean) => `미션 ${n}: ${success ? '성공' : '실패'}`,
    secretToggle: '내 비밀 카드 보기',
    secretNote: '비밀, 나만 보는 내용:',
  },

  name: {
    title: '테이블에 참가하기',
    intro: 'TV에 표시될 이름을 정해 주세요.',
    label: '이름',
    placeholder: '예: 지아',
    lang: '언어',
    join: '참가',
    watch: '관전만 하기',
  },

  header: {
    watching: '관전 중',
    rulesLabel: '규칙 열기',
    notesLabel: '내 메모',
    recordLabel: '지금까지의 기록',
    lobby: '대기실',
    status: {
      online: '연결됨',
      connecting: '연결 중',
      offline: '오프라인',
      closed: '연결 끊김',
    },
  },


  notes: {
    title: '내 메모',
    intro: '이 휴대폰에만 남습니다. 호스트를 포함해 아무도 볼 수 없으며, 다음 게임이 시작되면 지워집니다.',
    marks: { trust: '믿음', unsure: '모르겠음', suspect: '의심' },
    markGroup: (name: string) => `${name}에 대한 생각`,
    textLabel: (name: string) => `${name}에 대한 메모`,
    placeholder: '그 사람이 한 말이나 행동',
    done: '완료',
    nobody: '아직 다른 플레이어가 없습니다.',
  },

  tips: {
    title: '첫 게임: 이 단계',
    done: '알겠어요',
  },
  record: {
    title: '지금까지의 기록',
    nothing: '아직 아무 일도 없었습니다.',
    failed: '기록을 불러오지 못했습니다. 연결을 확인하고 다시 열어 주세요.',
  },
  trouble: {
    cannotOpenTitle: '이 휴대폰은 테이블에 닿았지만 실시간 연결을 유지하지 못합니다',
    cannotOpenTips: [
      '와이파이 로그인 페이지가 떴다면 먼저 마치고 이 페이지를 새로 고치세요.',
      '이 휴대폰의 VPN, 비공개 릴레이, 데이터 절약을 끄세요.',
      '게스트 네트워크가 아닌, 노트북과 같은 와이파이에 연결하세요.',
      '그래도 안 되면 호스트에게 노트북의 핫스팟을 켜 달라고 하고 거기에 연결하세요.',
    ],
    keepsDroppingTitle: '테이블과의 연결이 계속 끊깁니다',
    keepsDroppingTips: ['와이파이 공유기 가까이로 가세요.', '이 페이지를 열어 두고 화면을 켜 두세요.', '브라우저의 배터리 절약을 끄세요.'],
    retry: '새로 고침',
  },
  closed: {
    title: '더 이상 테이블에 앉아 있지 않습니다',
    elsewhereTitle: '당신의 자리가 다른 곳에서 열려 있습니다',
    joinAgain: '다시 참가',
    useHere: '이 화면에서 플레이',
    tryAgain: '다시 시도',
  },

  /** The host's key (docs/security.md): a phone that got it from the page, not the QR code, compares it with the TV's. */
  hostKey: {
    check: (print: string) => `TV에 보이는 테이블 키가 ${print}인지 확인하세요.`,
    wrongTitle: '휴대폰이 알던 테이블이 아닙니다',
    wrongBody: '이 테이블의 키가 휴대폰에 저장된 키와 다릅니다. 테이블을 새로 만들었거나 다른 컴퓨터가 대신 응답하고 있습니다. TV의 QR 코드를 다시 스캔하거나, TV에 같은 키가 보이면 지금 보내는 키를 신뢰하세요.',
    trust: '이 테이블의 키 신뢰하기',
  },

  /** A `#seat=` link opened on a phone that keeps another seat: it asks before giving its seat up. */
  seatOffer: {
    title: '다른 자리의 링크입니다',
    body: (name: string) => `이 휴대폰은 ${name} 님의 자리에 앉아 있습니다. 링크의 자리로 옮길까요? 지금 자리는 내놓게 됩니다.`,
    bodyNoName: '이 휴대폰은 이미 이 테이블에 자리가 있습니다. 링크의 자리로 옮길까요? 지금 자리는 내놓게 됩니다.',
    keep: '내 자리 지키기',
    take: '새 자리로 옮기기',
  },

  lobby: {
    you: '나',
    vip: 'VIP',
    vipLabel: 'VIP: 대기실 진행',
    bot: '봇',
    connected: '연결됨',
    disconnected: '연결 안 됨',
    seats: '테이블',
    classic: '기본 게임',
    room: (code: string) => `방 ${code}`,
    ended: (vip: string | null) => (vip === null ? '호스트가 게임을 끝냈습니다.' : `VIP ${vip} 님이 게임을 끝냈습니다.`),
    renamed: (asked: string, name: string) => `“${asked}” 이름이 이미 있어서 여기서는 “${name}”입니다.`,
    waitingStart: (vip: string | null) => (vip === null ? '호스트가 게임을 시작하기를 기다리는 중…' : `VIP ${vip} 님이나 호스트가 게임을 시작하기를 기다리는 중…`),
    tooMany: (out: number) => `VIP가 ${out}명을 한 게임 쉬게 하거나 다른 게임을 고를 수 있습니다.`,
    tooFew: '플레이어가 더 들어오거나 VIP가 봇을 넣기를 기다리는 중…',
    youAreVip: '당신이 VIP입니다. 게임을 설정하고 시작하세요.',
    leave: '자리에서 일어나기',
    leaveAsk: '자리에서 일어날까요? 다시 들어오기 전에 다른 사람이 앉을 수 있어요.',
    leaveYes: '일어나기',
    leaveNo: '머무르기',
    takeSeat: '자리에 앉기',
    watchingNote: '관전 중입니다. 다음 게임에 참여하려면 자리에 앉으세요.',
  },

  table: {
    waitingFor: '아직 선택하지 않은 사람',
  },

  decide: {
    yourTurn: '당신의 차례',
    pickHint: '고른 다음 확인하세요.',
    confirmNote: '확정하면 바꿀 수 없습니다.',
    confirm: '확인',
    change: '바꾸기',
    sending: '보내는 중…',
    sent: '보냈습니다.',
    sentWaiting: (n: number) => `보냈습니다. ${n}명을 기다리는 중`,
  },

  end: {
    youWon: '이겼습니다',
    youLost: '졌습니다',
    title: '게임 종료',
    waitingNext: '호스트가 다음 게임을 시작하기를 기다리는 중…',
  },

  rules: {
    title: '규칙',
    game: '게임',
    close: '닫기',
    closeLabel: '규칙 닫기',
    loading: '규칙을 불러오는 중…',
    failed: '규칙을 불러오지 못했습니다. 연결을 확인하고 다시 열어 주세요.',
  },

  late: {
    join: '다음 게임에 참가',
    place: (n: number) => (n === 1 ? '다음 차례입니다: 다음 게임에 자리가 생깁니다' : `대기 ${n}번: 다음 게임에 자리가 생깁니다`),
    giveUp: '대기 취소',
    aside: '다음 게임은 쉬어요: 지켜보고 나면 다시 자리에 앉습니다.',
  },
  botSeat: (name: string) => `${name} (봇)`,
  seat: (n: number) => `${n + 1}번 자리`,
  listJoin: (names: string[]) => names.join(', '),
};
