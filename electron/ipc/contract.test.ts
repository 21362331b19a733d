import { describe, expect, it } from 'vitest';
import { CHANNELS, createBridge, IpcContractError, isAppInfo, registerHandlers, type AppInfo, type Handlers } from './contract.ts';

const info: AppInfo = {
  version: '0.1.0',
  dataDir: '/home/a/.config/Hideout',
  joinUrl: 'http://192.168.1.2:4747/',
  boardUrl: 'http://192.168.1.2:4747/board',
  displays: [{ id: 1, label: 'Built-in', primary: true, internal: true }],
  boardDisplayId: 1,
  interfaces: [{ name: 'wlan0', address: '192.168.1.2', kind: 'physical' }],
  interfaceName: 'wlan0',
  mdnsName: 'laptop.local',
};

function wired(overrides: Partial<Handlers> = {}, trusted = true) {
  const listeners = new Map<string, (event: { senderUrl: string }, request: unknown) => Promise<unknown>>();
  const calls: string[] = [];
  const handlers: Handlers = {
    info: () => info,
    setBoardDisplay: (id) => void calls.push(`display ${id}`),
    toggleBoardFullscreen: () => true,
    setInterface: (name) => `http://${name}/`,
    openDataFolder: () => undefined,
    ...overrides,
  };
  registerHandlers((name, listener) => listeners.set(name, listener), handlers, () => trusted);
  const bridge = createBridge((name, request) => listeners.get(name)!({ senderUrl: 'http://127.0.0.1:4747/host' }, request));
  return { bridge, calls, listeners };
}

describe('the IPC contract', () => {
  it('registers a handler for every channel, and the bridge reaches each', async () => {
    const { bridge, calls, listeners } = wired();
    expect([...listeners.keys()].sort()).toEqual(Object.values(CHANNELS).map((c) => c.name).sort());
    expect(await bridge.info()).toEqual(info);
    await bridge.setBoardDisplay(2);
    expect(calls).toEqual(['display 2']);
    expect(await bridge.toggleBoardFullscreen()).toBe(true);
    expect(await bridge.setInterface('wlan0')).toBe('http://wlan0/');
  });

  it('refuses bad arguments in the window before anything is sent', async () => {
    let sent = 0;
    const bridge = createBridge(async () => {
      sent++;
      return undefined;
    });
    await expect((bridge.setBoardDisplay as (x: unknown) => Promise<unknown>)('2')).rejects.toThrow(IpcContractError);
    await expect((bridge.setInterface as (x: unknown) => Promise<unknown>)('')).rejects.toThrow(IpcContractError);
    await expect((bridge.setInterface as (x: unknown) => Promise<unknown>)('x'.repeat(101))).rejects.toThrow(IpcContractError);
    expect(sent).toBe(0);
  });

  it('refuses bad arguments in the main process too, whatever a page sends', async () => {
    const { listeners } = wired();
    const listener = listeners.get(CHANNELS.setBoardDisplay.name)!;
    await expect(listener({ senderUrl: 'http://127.0.0.1:4747/host' }, { id: 1 })).rejects.toThrow(/bad argument/);
    await expect(listener({ senderUrl: 'http://127.0.0.1:4747/host' }, -1)).rejects.toThrow(/bad argument/);
  });

  it('refuses senders that are not the app\'s own pages', async () => {
    const { bridge } = wired({}, false);
    await expect(bridge.info()).rejects.toThrow(/not from one of the app's pages/);
  });

  it('refuses an answer from the main process that breaks the contract', async () => {
    const { bridge } = wired({ info: () => ({ ...info, displays: 'many' }) as unknown as AppInfo });
    await expect(bridge.info()).rejects.toThrow(/broke the contract/);
  });
});

describe('the app info', () => {
  it('carries the mDNS name as text, or null when mDNS is off, and nothing else', () => {
    expect(isAppInfo(info)).toBe(true);
    expect(isAppInfo({ ...info, mdnsName: null })).toBe(true);
    expect(isAppInfo({ ...info, mdnsName: 7 })).toBe(false);
    const { mdnsName: _gone, ...without } = info;
    expect(isAppInfo(without)).toBe(false);
  });
});
