import type { TerminalCatalog } from '../en/terminal.ts';
import { withParticle } from '../korean.ts';

/** Korean: the terminal's lines (see en/terminal.ts). */
export const terminal: TerminalCatalog = {
  hosting: (room: string, iface: string | null) => `Hideout: 방 ${room} 여는 중${iface ? ` (${iface})` : ''}.`,
  join: '휴대폰 참가 주소 (같은 Wi-Fi):',
  board: 'TV용 보드:',
  host: '호스트 제어 (비공개):',
  rules: '규칙과 역할 계산기:',
  notBuilt: '화면이 빌드되지 않았습니다. "npm run build"를 실행하세요 (npm run serve는 자동으로 합니다).',
  mdns: (on: boolean) => `mDNS: ${on ? '로컬 네트워크에 테이블을 알리는 중' : '꺼짐'}. 멈추려면 Ctrl+C를 누르세요.`,
  closing: (signal: string) => `host: ${signal}: 테이블을 닫는 중 (기록은 이미 디스크에 있습니다)`,
  closeFailed: 'host: 깔끔하게 닫지 못했습니다:',
  fetchingElectron: 'Hideout: 처음 실행을 위해 Electron을 내려받는 중…',
  noElectron:
    'Hideout: 이 컴퓨터에서는 Electron을 쓸 수 없어서(내려받지 못함) 창 없이 테이블을 엽니다. 아래 보드 주소를 TV의 브라우저에서 여세요.',
  errors: {
    needsValue: (flag: string) => `${flag}에 값이 필요합니다`,
    wholeNumber: (flag: string, min: number, max: number, text: string) => `${withParticle(flag, '은/는')} ${min}부터 ${max}까지의 정수여야 합니다 ("${text}"${withParticle(text, '은/는').slice(text.length)} 안 됩니다)`,
    noGame: (game: string, games: string) => `"${game}" 게임은 없습니다. 게임: ${games}`,
    unknownOption: (arg: string) => `알 수 없는 옵션 "${arg}"`,
  },
  desktop: {
    table: '테이블',
    hostControls: '호스트 제어',
    quit: '종료',
    quitApp: 'Hideout 종료',
    view: '보기',
    boardFullscreen: '보드 전체 화면',
    mute: '보드 소리 끄기',
    edit: '편집',
    controlsTitle: 'Hideout — 호스트 제어',
    startFailed: 'Hideout을 시작하지 못했습니다',
  },
  usage: {
    port: '사용할 포트 (기본 4747, 사용 중이면 빈 포트, 0이면 아무 포트)',
    dataDir: '방과 게임 기록을 저장할 곳 (기본: 사용자 데이터 폴더)',
    game: (games: string) => `대기실이 처음 고를 게임: ${games}`,
    iface: '참가 주소에 쓸 네트워크 인터페이스 (이름 또는 IPv4 주소)',
    noMdns: '로컬 네트워크에 테이블을 알리지 않음',
    noTips: '모든 게임에서 ‘하면서 배우기’를 끈 채로 시작 (호스트 제어에서 켤 수 있음)',
    botDelay: '봇이 행동하기 전에 생각하는 시간 (기본 900)',
    turnPace: (min: number) => `턴 타이머를 원래 시간의 이 비율(%)로 (${min}~100, 기본 100; 테스트와 시연용)`,
    revealPace: (min: number) => `보드의 공개 연출을 실제 시간의 이 비율(%)로 재생 (${min}~100, 기본 100; 테스트와 시연용)`,
    keepGames: (n: number) => `디스크에 남겨 둘 끝난 게임 수, 최신 것부터 (기본 ${n}; 더 오래된 것은 호스트가 시작할 때 지워짐)`,
  },
};
