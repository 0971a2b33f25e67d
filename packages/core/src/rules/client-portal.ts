// 000 §2 Settings: the client portal link is built from publicRef.
export const CLIENT_PORTAL_BASE_URL = "https://portal.studiodesk.app";

export function clientPortalUrl(publicRef: string): string {
  return `${CLIENT_PORTAL_BASE_URL}/${encodeURIComponent(publicRef)}`;
}
