import { describe, expect, it } from 'vitest';
import { defaultDataDir } from './data-dir.ts';

describe('defaultDataDir', () => {
  it('Linux: $XDG_DATA_HOME/hideout when set', () => {
    expect(defaultDataDir('linux', { XDG_DATA_HOME: '/home/ana/.data' }, '/home/ana')).toBe('/home/ana/.data/hideout');
    expect(defaultDataDir('linux', { XDG_DATA_HOME: '/home/ana/.data/' }, '/home/ana')).toBe('/home/ana/.data/hideout');
  });

  it('Linux: ~/.local/share/hideout when XDG_DATA_HOME is unset, empty or relative', () => {
    expect(defaultDataDir('linux', {}, '/home/ana')).toBe('/home/ana/.local/share/hideout');
    expect(defaultDataDir('linux', { XDG_DATA_HOME: '' }, '/home/ana')).toBe('/home/ana/.local/share/hideout');
    expect(defaultDataDir('linux', { XDG_DATA_HOME: 'data' }, '/home/ana')).toBe('/home/ana/.local/share/hideout');
  });

  it('other Unix-likes follow the XDG convention too', () => {
    expect(defaultDataDir('freebsd', {}, '/usr/home/ana')).toBe('/usr/home/ana/.local/share/hideout');
  });

  it('macOS: ~/Library/Application Support/Hideout, ignoring XDG', () => {
    expect(defaultDataDir('darwin', { XDG_DATA_HOME: '/x' }, '/Users/ana')).toBe('/Users/ana/Library/Application Support/Hideout');
  });

  it('Windows: %APPDATA%\\Hideout', () => {
    expect(defaultDataDir('win32', { APPDATA: 'C:\\Users\\Ana\\AppData\\Roaming' }, 'C:\\Users\\Ana')).toBe('C:\\Users\\Ana\\AppData\\Roaming\\Hideout');
  });

  it('Windows: finds AppData whatever the case of the variable name', () => {
    expect(defaultDataDir('win32', { AppData: 'D:\\Roaming' }, 'C:\\Users\\Ana')).toBe('D:\\Roaming\\Hideout');
  });

  it('Windows: falls back to the home folder without APPDATA', () => {
    expect(defaultDataDir('win32', {}, 'C:\\Users\\Ana')).toBe('C:\\Users\\Ana\\AppData\\Roaming\\Hideout');
    expect(defaultDataDir('win32', { APPDATA: '' }, 'C:\\Users\\Ana')).toBe('C:\\Users\\Ana\\AppData\\Roaming\\Hideout');
  });

  it('defaults to this process', () => {
    expect(defaultDataDir()).toMatch(/hideout$/i);
  });
});
