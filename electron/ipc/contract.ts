/**
 * The one contract between the app's windows and its main process: every channel, what it takes
 * and what it gives back, each checked by a plain validator on BOTH sides (the preload checks
 * before sending and after receiving; the main process checks what arrives and what it returns).
 * No Electron import here, so both sides and the tests share it.
 */

export interface DisplayChoice {
  id: number;
  label: string;
  primary: boolean;
  internal: boolean;
}

export interface InterfaceChoice {
  name: string;
  address: string;
  kind: string;
}

export interface AppInfo {
  version: string;
  dataDir: string;
  joinUrl: string;
  boardUrl: string;
  displays: DisplayChoice[];
  boardDisplayId: number | null;
  interfaces: InterfaceChoice[];
  interfaceName: string | null;
  /** The table's `.local` name on mDNS, shown beside the address (never in the QR code); null when mDNS is off. */
  mdnsName: string | null;
}

type Guard<T> = (value: unknown) => value is T;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isBool = (v: unknown): v is boolean => typeof v === 'boolean';
const isId = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 2 ** 32;
export const isNothing: Guard<undefined> = (v): v is undefined => v === undefined || v === null;

const isDisplay: Guard<DisplayChoice> = (v): v is DisplayChoice =>
  isRecord(v) && isId(v.id) && isString(v.label) && isBool(v.primary) && isBool(v.internal);
const isInterface: Guard<InterfaceChoice> = (v): v is InterfaceChoice =>
  isRecord(v) && isString(v.name) && isString(v.address) && isString(v.kind);

export const isAppInfo: Guard<AppInfo> = (v): v is AppInfo =>
  isRecord(v) &&
  isString(v.version) &&
  isString(v.dataDir) &&
  isString(v.joinUrl) &&
  isString(v.boardUrl) &&
  Array.isArray(v.displays) &&
  v.displays.every(isDisplay) &&
  (v.boardDisplayId === null || isId(v.boardDisplayId)) &&
  Array.isArray(v.interfaces) &&
  v.interfaces.every(isInterface) &&
  (v.interfaceName === null || isString(v.interfaceName)) &&
  (v.mdnsName === null || isString(v.mdnsName));

const isShortText = (max: number): Guard<string> => (v): v is string => isString(v) && v.length > 0 && v.length <= max;

interface Channel<Req, Res> {
  name: string;
  request: Guard<Req>;
  response: Guard<Res>;
}

const channel = <Req, Res>(name: string, request: Guard<Req>, response: Guard<Res>): Channel<Req, Res> => ({ name, request, response });

export const CHANNELS = {
  /** Versions, addresses, displays and interfaces, for the host controls. */
  info: channel('hideout:info', isNothing, isAppInfo),
  /** Moves the board to this display (full screen there). */
  setBoardDisplay: channel('hideout:set-board-display', isId, isNothing),
  /** Toggles the board's full screen; answers the new state. */
  toggleBoardFullscreen: channel('hideout:toggle-board-fullscreen', isNothing, isBool),
  /** Uses this network interface for the join URL; answers the new join URL. */
  setInterface: channel('hideout:set-interface', isShortText(100), isString),
  /** Opens the data folder (room and journals) in the system's file manager. */
  openDataFolder: channel('hideout:open-data-folder', isNothing, isNothing),
} as const;

export type Channels = typeof CHANNELS;
export type ChannelKey = keyof Channels;
export type RequestOf<K extends ChannelKey> = Channels[K] extends Channel<infer Req, unknown> ? Req : never;
export type ResponseOf<K extends ChannelKey> = Channels[K] extends Channel<unknown, infer Res> ? Res : never;

/** The API a window sees as `window.hideout`. */
export type HideoutBridge = {
  [K in ChannelKey]: RequestOf<K> extends undefined ? () => Promise<ResponseOf<K>> : (request: RequestOf<K>) => Promise<ResponseOf<K>>;
};

export class IpcContractError extends Error {}

/** Builds the bridge the preload exposes, over an `invoke` function (ipcRenderer.invoke). */
export function createBridge(invoke: (channel: string, request: unknown) => Promise<unknown>): HideoutBridge {
  const bridge: Record<string, (request?: unknown) => Promise<unknown>> = {};
  for (const [key, spec] of Object.entries(CHANNELS) as [ChannelKey, Channel<unknown, unknown>][]) {
    bridge[key] = async (request?: unknown) => {
      if (!spec.request(request)) throw new IpcContractError(`${key}: bad argument`);
      const response = await invoke(spec.name, request);
      if (!spec.response(response)) throw new IpcContractError(`${key}: unexpected answer from the app`);
      return response;
    };
  }
  return Object.freeze(bridge) as unknown as HideoutBridge;
}

export type Handlers = { [K in ChannelKey]: (request: RequestOf<K>) => ResponseOf<K> | Promise<ResponseOf<K>> };

/**
 * Registers every handler over a `handle` function (ipcMain.handle), refusing senders that are
 * not the app's own pages and arguments or answers that break the contract.
 */
export function registerHandlers(
  handle: (channel: string, listener: (event: { senderUrl: string }, request: unknown) => Promise<unknown>) => void,
  handlers: Handlers,
  isTrustedSender: (url: string) => boolean,
): void {
  for (const [key, spec] of Object.entries(CHANNELS) as [ChannelKey, Channel<unknown, unknown>][]) {
    const run = handlers[key] as (request: unknown) => unknown;
    handle(spec.name, async (event, request) => {
      if (!isTrustedSender(event.senderUrl)) throw new IpcContractError(`${key}: not from one of the app's pages`);
      if (!spec.request(request)) throw new IpcContractError(`${key}: bad argument`);
      const response = await run(request);
      if (!spec.response(response)) throw new IpcContractError(`${key}: the handler broke the contract`);
      return response;
    });
  }
}

/**
 * Commands the main process sends to the windows: the menu's shortcuts for the board, and
 * `address-changed` when the table's join URL moved to another network (the host controls ask
 * `info` again for the new address and interface).
 */
export const COMMAND_CHANNEL = 'hideout:command';
export const COMMANDS = ['toggle-mute', 'address-changed'] as const;
export type Command = (typeof COMMANDS)[number];
export const isCommand = (v: unknown): v is Command => (COMMANDS as readonly unknown[]).includes(v);
