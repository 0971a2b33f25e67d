import { type RawBuilder, sql } from "kysely";
import type { Trx } from "../../src/db/database";

type BulkMembers = {
  count: number;
  // Ids are `${idPrefix}${n}` and emails `${idPrefix}${n}@${emailDomain}`.
  idPrefix: string;
  emailDomain: string;
  // SQL over `n`, the member's number from 1 to count.
  firstName: RawBuilder<string>;
  lastName: RawBuilder<string>;
  phoneNumber?: RawBuilder<string>;
  lastLoggedIn?: RawBuilder<Date>;
};

// A large organization in two set-based statements (100,000 members take seconds), for the
// tests and the bench that need one: member n joined n minutes ago, so 1 is the newest.
// Runs inside the organization's tenant transaction (withTenant).
export async function insertMembersInBulk(trx: Trx, orgId: string, members: BulkMembers) {
  const id = sql`${members.idPrefix} || n`;
  const email = sql`${members.idPrefix} || n || ${`@${members.emailDomain}`}`;
  await sql`
    insert into identities (id, email, password_hash, home_org_id)
    select ${id}, ${email}, 'not-a-hash', ${orgId}
    from generate_series(1, ${members.count}) as n
  `.execute(trx);
  await sql`
    insert into users (id, org_id, first_name, last_name, email, phone_number, created_at, last_logged_in)
    select ${id}, ${orgId}, ${members.firstName}, ${members.lastName}, ${email},
      ${members.phoneNumber ?? sql`null`}, now() - (n || ' minutes')::interval,
      ${members.lastLoggedIn ?? sql`null`}
    from generate_series(1, ${members.count}) as n
  `.execute(trx);
}
