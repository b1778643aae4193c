export interface PrivacySignals {
  /** `navigator.doNotTrack` ('1' when on; older browsers use `window.doNotTrack` or `navigator.msDoNotTrack`). */
  doNotTrack?: string | null;
  /** `navigator.globalPrivacyControl`. */
  globalPrivacyControl?: boolean;
}

/** True when the reader asked not to be tracked, by Do Not Track or Global Privacy Control: then nothing is sent. */
export function isTrackingRefused({ doNotTrack, globalPrivacyControl }: PrivacySignals): boolean {
  return doNotTrack === '1' || doNotTrack === 'yes' || globalPrivacyControl === true;
}

/** The privacy signals of the current browser. */
export function readPrivacySignals(): PrivacySignals {
  const legacy = window as unknown as { doNotTrack?: string };
  return {
    doNotTrack: navigator.doNotTrack ?? legacy.doNotTrack ?? null,
    globalPrivacyControl: navigator.globalPrivacyControl,
  };
}
