/**
 * Keeps a phone's screen on during a game. A phone that dims and locks mid-game drops its
 * socket and misses its turn; nobody at a game night wants to unlock a phone to vote.
 *
 * Two ways, tried in order:
 * - the Screen Wake Lock API, where the page may use it (a secure context: localhost, https);
 * - otherwise, as on the table's plain-http LAN address, a tiny muted inline video playing in a
 *   loop (resources/public/wake.mp4, served by the host): phones do not sleep while a video
 *   plays. Browsers start playback only from a user gesture, so `engage` is called from a tap.
 *
 * The lock or the video is released when the game ends (`release`) and whenever the page hides
 * (the system drops a wake lock then anyway); it is taken again when the page is shown and a
 * game is still on. Which way engaged is written on <html data-wake="…"> for tests and support.
 */

export type WakePath = 'wake-lock' | 'video' | 'none';

interface WakeLockSentinelLike {
  release(): Promise<void>;
  addEventListener(type: 'release', listener: () => void): void;
}
interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}

export class StayAwake {
  /** The way that is keeping the screen on now. */
  path: WakePath = 'none';
  private wanted = false;
  private sentinel: WakeLockSentinelLike | null = null;
  private video: HTMLVideoElement | null = null;

  constructor(private readonly videoUrl = '/wake.mp4') {}

  /** Keeps the screen on from now until `release`. Call it from a tap (the video needs a gesture). */
  async engage(): Promise<WakePath> {
    this.wanted = true;
    if (this.path !== 'none') return this.path;
    document.addEventListener('visibilitychange', this.onVisibility);
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
    if (wakeLock !== undefined && window.isSecureContext) {
      try {
        this.sentinel = await wakeLock.request('screen');
        // The system lets the lock go when the page hides; it is asked for again on return.
        this.sentinel.addEventListener('release', () => {
          this.sentinel = null;
          if (this.path === 'wake-lock') this.mark('none');
        });
        return this.mark('wake-lock');
      } catch {
        // Refused (battery saver, a policy): the video may still work.
      }
    }
    return this.playVideo();
  }

  /** Lets the screen sleep again: the game is over, or the player left. */
  release(): void {
    this.wanted = false;
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.stop();
  }

  private stop(): void {
    void this.sentinel?.release().catch(() => {});
    this.sentinel = null;
    this.video?.pause();
    this.mark('none');
  }

  private async playVideo(): Promise<WakePath> {
    if (this.video === null) {
      const video = document.createElement('video');
      video.muted = true;
      video.loop = true;
      video.playsInline = true;
      video.setAttribute('playsinline', '');
      video.setAttribute('aria-hidden', 'true');
      video.src = this.videoUrl;
      // On the page but not seen: some browsers pause videos that are not in the document.
      Object.assign(video.style, { position: 'fixed', width: '1px', height: '1px', opacity: '0', pointerEvents: 'none', left: '0', top: '0' });
      document.body.append(video);
      this.video = video;
    }
    try {
      await this.video.play();
      return this.mark('video');
    } catch {
      return this.mark('none');
    }
  }

  private readonly onVisibility = () => {
    if (document.visibilityState === 'hidden') this.stop();
    else if (this.wanted && this.path === 'none') void this.engage();
  };

  private mark(path: WakePath): WakePath {
    this.path = path;
    document.documentElement.dataset.wake = path;
    return path;
  }
}
