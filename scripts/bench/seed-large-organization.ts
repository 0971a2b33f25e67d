import { sql } from "kysely";
import type { Db } from "../../apps/server/src/db/database";
import { withTenant } from "../../apps/server/src/db/database";
import { createOrganization } from "../../apps/server/src/features/organizations/organizations.service";
import { createUser } from "../../apps/server/src/features/users/users.service";
import { hashPassword } from "../../apps/server/src/shared/password";
import { insertMembersInBulk } from "../../apps/server/test/support/bulk-members";

export const BENCH_ADMIN = { email: "bench-admin@bench.example", password: "bench-password" };

// The shop page's bench: 1,000 products, a third of them sized (001 §2 Shop).
export const SHOP_PRODUCTS = 1000;

// Set-based, like the members. The pictures are not stored: the cards load them lazily and
// the measured render ends before any picture would arrive.
async function seedShopProducts(db: Db, orgId: string, count: number): Promise<void> {
  await withTenant(db, orgId, (trx) =>
    sql`insert into products (org_id, id, title, description, image_key, image_thumbnail_key,
          price_amount, quantity, size_m, size_l, is_active, created_at)
        select ${orgId}, 'bench-product-' || n, 'Bench Product ' || n,
          repeat('A comfortable studio item for every class. ', 4),
          'bench/product.jpg', 'bench/product-thumbnail.jpg', 1000 + n, 100,
          case when n % 3 = 0 then 1000 end, case when n % 3 = 0 then 20 end,
          n % 10 <> 0, now() - (n || ' minutes')::interval
        from generate_series(1, ${count}) as n`.execute(trx),
  );
}

// One organization with `count` members, written in set-based SQL so 100,000 take seconds.
export async function seedLargeOrganization(db: Db, count: number): Promise<string> {
  const orgId = await createOrganization(db, {
    name: "Bench Studio",
    timezone: "America/New_York",
    appInformation: { isActive: true },
  });
  await createUser(db, orgId, {
    firstName: "Bench",
    lastName: "Admin",
    email: BENCH_ADMIN.email,
    passwordHash: await hashPassword(BENCH_ADMIN.password),
    adminOf: [orgId],
  });
  const firstNames = [
    "Olivia",
    "Liam",
    "Emma",
    "Noah",
    "Ava",
    "Mateo",
    "Sophia",
    "Lucas",
    "Mia",
    "Priya",
    "Kenji",
    "Amara",
    "Diego",
    "Fatima",
    "Yuki",
    "Zara",
    "Ingrid",
    "Malik",
  ];
  const lastNames = [
    "Smith",
    "Garcia",
    "Nguyen",
    "Patel",
    "Okafor",
    "Tanaka",
    "Kowalski",
    "Martin",
    "Lopez",
    "Brown",
    "Walker",
    "Young",
    "Hill",
    "Flores",
  ];
  await withTenant(db, orgId, (trx) =>
    insertMembersInBulk(trx, orgId, {
      count,
      idPrefix: "bench-",
      emailDomain: "bench.example",
      firstName: sql`(${sql.val(firstNames)}::text[])[1 + n % ${firstNames.length}]`,
      lastName: sql`(${sql.val(lastNames)}::text[])[1 + (n / 7) % ${lastNames.length}] || n`,
      phoneNumber: sql`'(207) 555-' || lpad((n % 10000)::text, 4, '0')`,
      lastLoggedIn: sql`now() - ((n % 90) || ' days')::interval`,
    }),
  );
  await seedShopProducts(db, orgId, SHOP_PRODUCTS);
  await sql`analyze users`.execute(db);
  await sql`analyze member_search`.execute(db);
  return orgId;
}
