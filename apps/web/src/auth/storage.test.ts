import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthStorage } from './storage';
import { FakeBrowser, fakeClock, T0 } from './testing/fakes';

function setup() {
  const clock = fakeClock();
  const browser = new FakeBrowser(clock.read);
  const tab = browser.openTab();
  const storage = new AuthStorage({ clock: clock.read, ...tab });
  return { clock, browser, tab, storage };
}

const DAY = 86_400_000;

describe('§2 KEEP: every write goes to the cookie, localStorage and memory', () => {
  it('writes the prefixed key to all three', () => {
    const { browser, storage } = setup();
    storage.set('strategy', 'local');
    expect(browser.cookies.cookie).toContain('auth.strategy=');
    expect(browser.items.has('auth.strategy')).toBe(true);
    browser.cookies.cookie = 'auth.strategy=; max-age=0';
    browser.items.clear();
    expect(storage.get('strategy')).toBe('local'); // still in memory
  });

  it('writes cookies with path / and a lifetime', () => {
    const { browser, storage } = setup();
    storage.set('strategy', 'local');
    expect(browser.cookies.lastWriteOf('auth.strategy')).toMatch(/; path=\/; .*max-age=\d+; expires=/);
  });
});

describe('§2 KEEP: reads prefer the cookie, then localStorage, then memory', () => {
  it.each([
    ['cookie over localStorage and memory', ['c', 'l', 'm'], 'c'],
    ['localStorage when there is no cookie', [undefined, 'l', 'm'], 'l'],
    ['memory when neither has it', [undefined, undefined, 'm'], 'm'],
    ['the cookie even when it holds false', [false, 'l', 'm'], false],
  ] as const)('%s', (_name, [cookie, local, memory], expected) => {
    const { browser, storage } = setup();
    storage.set('k', memory);
    browser.cookies.cookie = 'auth.k=; max-age=0';
    browser.items.clear();
    if (local !== undefined)
      browser.items.set('auth.k', JSON.stringify({ value: local, expiresAt: T0 + DAY }));
    if (cookie !== undefined) browser.cookies.cookie = `auth.k=${encodeURIComponent(JSON.stringify(cookie))}`;
    expect(storage.get('k')).toBe(expected);
  });

  it('answers undefined for a key nobody wrote', () => {
    expect(setup().storage.get('nothing')).toBeUndefined();
  });

  it('remove() clears the key everywhere', () => {
    const { browser, storage } = setup();
    storage.set('redirect', '/kelas');
    storage.remove('redirect');
    expect(storage.get('redirect')).toBeUndefined();
    expect(browser.items.has('auth.redirect')).toBe(false);
    expect(browser.cookies.cookie).not.toContain('auth.redirect');
  });
});

describe('§2 FIX: the cookie and localStorage get the same lifetime', () => {
  it('the cookie is no session cookie: max-age and expires match the localStorage expiry', () => {
    const { browser, storage } = setup();
    const expiresAt = T0 + 30 * DAY;
    storage.set('_token.local', 'abc', expiresAt);
    const line = browser.cookies.lastWriteOf('auth._token.local') ?? '';
    expect(line).toContain(`max-age=${30 * 86_400}`);
    expect(line).toContain(`expires=${new Date(expiresAt).toUTCString()}`);
    const record = JSON.parse(browser.items.get('auth._token.local') ?? '{}') as { expiresAt?: number };
    expect(record.expiresAt).toBe(expiresAt);
  });

  it('both run out at the same moment, and so does memory', () => {
    const { clock, browser, storage } = setup();
    storage.set('_token.local', 'abc', T0 + 60_000);
    clock.advance(59_999);
    expect(storage.get('_token.local')).toBe('abc');
    clock.advance(1);
    expect(browser.cookies.cookie).not.toContain('auth._token.local');
    expect(storage.get('_token.local')).toBeUndefined();
    expect(browser.items.has('auth._token.local')).toBe(false); // the expired record was dropped
  });

  it('a write without expiry lives 30 days in both', () => {
    const { browser, storage } = setup();
    storage.set('strategy', 'local');
    expect(browser.cookies.lastWriteOf('auth.strategy')).toContain(`max-age=${30 * 86_400}`);
    expect(JSON.parse(browser.items.get('auth.strategy') ?? '{}')).toEqual({
      value: 'local',
      expiresAt: T0 + 30 * DAY,
    });
  });
});

describe('§2 FIX: values are encoded once and decoded once', () => {
  it.each(['plain', 'a "quoted" value', 'semi;colon, comma', '100% sure', 'ñ ✓', 'a=b&c=d', '%22'])(
    'round-trips %j through each backend',
    (value) => {
      const { browser, storage } = setup();
      storage.set('k', value);
      const cookiePair = browser.cookies.cookie.split('; ').find((pair) => pair.startsWith('auth.k='));
      expect(cookiePair).toBe(`auth.k=${encodeURIComponent(JSON.stringify(value))}`);
      expect(browser.items.get('auth.k')).toBe(JSON.stringify({ value, expiresAt: T0 + 30 * DAY }));
      expect(storage.get('k')).toBe(value);
      browser.cookies.cookie = 'auth.k=; max-age=0';
      expect(storage.get('k')).toBe(value);
    },
  );

  it('ignores values it did not write instead of guessing (no double decoding)', () => {
    const { browser, storage } = setup();
    browser.cookies.cookie = 'auth.k=%E0%A4%A'; // malformed escape
    browser.items.set('auth.k', 'not json');
    expect(storage.get('k')).toBeUndefined();
  });
});

describe('§2 FIX: a token is always kept as a string', () => {
  it.each([
    ['the cookie', []],
    ['localStorage', ['cookie']],
    ['memory', ['cookie', 'local']],
  ])('"12345" stays "12345" when read from %s', (_name, cleared) => {
    const { browser, storage } = setup();
    storage.set('_token.local', '12345');
    if (cleared.includes('cookie')) browser.cookies.cookie = 'auth._token.local=; max-age=0';
    if (cleared.includes('local')) browser.items.clear();
    expect(storage.get('_token.local')).toBe('12345');
  });

  it.each(['12345', 'true', 'null', '1e3', '0012'])('%j stays a string', (token) => {
    const { storage } = setup();
    storage.set('_token.local', token);
    expect(storage.get('_token.local')).toBe(token);
  });
});

describe('§2 FIX: changes from another tab are applied here', () => {
  it('announces the key and updates memory', () => {
    const { clock, browser, tab, storage } = setup();
    const other = new AuthStorage({ clock: clock.read, ...browser.openTab() });
    const heard: (string | null)[] = [];
    storage.subscribe((key) => heard.push(key));
    other.set('_token.local', false);
    expect(heard).toEqual(['_token.local']);
    // Memory too: even with the shared cookie and localStorage gone, this tab knows the new value.
    tab.cookies.cookie = 'auth._token.local=; max-age=0';
    browser.items.clear();
    expect(storage.get('_token.local')).toBe(false);
  });

  it('never hears its own writes', () => {
    const { storage } = setup();
    const listener = vi.fn();
    storage.subscribe(listener);
    storage.set('_token.local', 'x');
    expect(listener).not.toHaveBeenCalled();
  });

  it('ignores other prefixes and sessionStorage', () => {
    const { tab, storage } = setup();
    const listener = vi.fn();
    storage.subscribe(listener);
    tab.window.dispatch({ key: 'other.key', newValue: '1', storageArea: tab.localStorage });
    tab.window.dispatch({ key: 'auth._token.local', newValue: null, storageArea: { sessionStorage: true } });
    expect(listener).not.toHaveBeenCalled();
  });

  it('a cleared localStorage clears memory and is announced as null', () => {
    const { tab, storage } = setup();
    storage.set('_token.local', 'x');
    const listener = vi.fn();
    storage.subscribe(listener);
    tab.cookies.cookie = 'auth._token.local=; max-age=0';
    tab.localStorage.removeItem('auth._token.local');
    tab.window.dispatch({ key: null, newValue: null, storageArea: tab.localStorage });
    expect(listener).toHaveBeenCalledWith(null);
    expect(storage.get('_token.local')).toBeUndefined();
  });

  it('stops listening to the window when the last subscriber leaves', () => {
    const { tab, storage } = setup();
    const unsubscribe = storage.subscribe(() => undefined);
    expect(tab.window.listenerCount).toBe(1);
    unsubscribe();
    expect(tab.window.listenerCount).toBe(0);
  });
});

describe('against jsdom’s real document.cookie and localStorage', () => {
  afterEach(() => {
    for (const pair of document.cookie.split('; ')) {
      document.cookie = `${pair.split('=')[0]}=; path=/; max-age=0`;
    }
    localStorage.clear();
  });

  it('writes, reads (a token stays a string) and resets', () => {
    const storage = new AuthStorage();
    storage.set('_token.local', '12345', Date.now() + DAY);
    expect(document.cookie).toContain(`auth._token.local=${encodeURIComponent('"12345"')}`);
    expect(JSON.parse(localStorage.getItem('auth._token.local') ?? '{}')).toMatchObject({ value: '12345' });
    expect(storage.get('_token.local')).toBe('12345');
    storage.set('_token.local', false);
    expect(storage.get('_token.local')).toBe(false);
  });

  it('falls back to localStorage when the cookie is gone', () => {
    const storage = new AuthStorage();
    storage.set('strategy', 'google');
    document.cookie = 'auth.strategy=; path=/; max-age=0';
    expect(document.cookie).not.toContain('auth.strategy');
    expect(new AuthStorage().get('strategy')).toBe('google');
  });

  it('hears a real storage event from another tab', () => {
    const storage = new AuthStorage();
    const listener = vi.fn();
    const unsubscribe = storage.subscribe(listener);
    const newValue = JSON.stringify({ value: false, expiresAt: Date.now() + DAY });
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'auth._token.local', newValue, storageArea: localStorage }),
    );
    expect(listener).toHaveBeenCalledWith('_token.local');
    unsubscribe();
  });
});
