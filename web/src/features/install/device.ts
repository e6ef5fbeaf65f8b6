const MOBILE_AGENT = /Android|iPhone|iPad|iPod|BlackBerry|IEMobile|Windows Phone|webOS/i;
const IOS_AGENT = /iPhone|iPad|iPod/i;

export function isMobileDevice(userAgent: string = navigator.userAgent): boolean {
  return MOBILE_AGENT.test(userAgent);
}

export function isIosDevice(userAgent: string = navigator.userAgent): boolean {
  return IOS_AGENT.test(userAgent);
}

/** Already running from the home screen: nothing to install. */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}
