import type { Config } from "../../../config";
import { hmacSha256, isSameSignature } from "../../../shared/ids";

// The customer's pay link: /pay/<orgId>/<invoiceId>/<signature>. Signed with the server's
// secret, so the public page can trust the organization it names before any lookup, and a
// guessed invoice id opens nothing. The same invoice always has the same link.
const payLinkSignature = (config: Config, orgId: string, invoiceId: string) =>
  hmacSha256(config.sessionSecret, `invoice-pay:${orgId}:${invoiceId}`).slice(0, 32);

export const invoicePayLink = (config: Config, orgId: string, invoiceId: string) =>
  `${config.publicUrl}/pay/${encodeURIComponent(orgId)}/${encodeURIComponent(invoiceId)}/${payLinkSignature(config, orgId, invoiceId)}`;

export function isValidPayLink(
  config: Config,
  link: { orgId: string; invoiceId: string; signature: string },
): boolean {
  return isSameSignature(link.signature, payLinkSignature(config, link.orgId, link.invoiceId));
}

// Where Stripe Checkout (or the simulator's page) sends the payer afterwards.
export const paidPageUrl = (config: Config, orgId: string, invoiceId: string) =>
  `${invoicePayLink(config, orgId, invoiceId)}?paid=1`;
