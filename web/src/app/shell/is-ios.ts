type NavigatorFacts = { userAgent: string; platform: string; maxTouchPoints: number };

/** iPhone, iPod, and iPads (which since iPadOS 13 call themselves "MacIntel" with a touch screen). */
export function isIosDevice({ userAgent, platform, maxTouchPoints }: NavigatorFacts): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1);
}
