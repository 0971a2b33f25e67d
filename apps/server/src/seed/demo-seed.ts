import type { PaymentProvider } from "../adapters/payments/payment-provider";
import type { Db } from "../db/database";
import { createSuperAdmin } from "../features/auth/platform-staff.service";
import { countOrganizations } from "../features/organizations/organizations.repo";
import { createOrganization } from "../features/organizations/organizations.service";
import { createUser } from "../features/users/users.service";
import { hashPassword } from "../shared/password";
import { seedDemoActivity } from "./demo-activity";
import { seedDemoClasses } from "./demo-classes";
import { type DemoContentOptions, seedDemoContent } from "./demo-content";
import { seedDemoCoupons } from "./demo-coupons";
import { seedDemoMemberRecords } from "./demo-member-records";
import { seedDemoNotifications } from "./demo-notifications";
import { demoPeople } from "./demo-people";
import { seedDemoSchedule } from "./demo-schedule";
import { seedDemoShop } from "./demo-shop";
import { seedDemoTerminal } from "./demo-terminal";

export const DEMO_PASSWORD = "studio-demo";

export const DEMO_ACCOUNTS = [
  { email: "admin@harbor.example", role: "Admin of Harbor Yoga" },
  { email: "admin@summit.example", role: "Admin of Summit Dance" },
  { email: "admin@northside.example", role: "Admin of Northside Swim Club (app not active)" },
  { email: "super@studiodesk.example", role: "Super-admin (/login?isSuperAdmin=true)" },
  { email: "member@harbor.example", role: "Member of Harbor Yoga, no admin role" },
] as const;

const LEADER_BIOS = [
  { title: "Lead Instructor", description: "Teaches vinyasa and yin; 12 years on the mat." },
  { title: "Breathwork Coach", description: "Pranayama, meditation and restorative sessions." },
  { title: "Teacher", description: "Power yoga and strength for runners." },
];

// Seeds the demo organizations only into a database without organizations, so it can
// never touch real data and running it twice changes nothing.
export async function seedDemo(
  db: Db,
  payments?: PaymentProvider,
  now = new Date(),
  // Where the demo content's files go; without it the content is not seeded.
  content?: DemoContentOptions,
): Promise<boolean> {
  if ((await countOrganizations(db)) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // Staff accounts joined long ago, so the members list opens on the demo members.
  const staffJoined = new Date(now.getTime() - 1000 * 86_400_000);

  const harbor = await createOrganization(db, {
    name: "Harbor Yoga",
    address: "120 Harbor St, Portland, ME 04101",
    timezone: "America/New_York",
    appInformation: {
      isActive: true,
      isPaymentActive: true,
      isTerminalActive: true,
      isScheduleActive: true,
      isProductActive: true,
      isMessagingActive: true,
    },
    paymentInformation: { isTestMode: true, activeTerminals: [] },
    bookingInformation: { isActive: true, bookingTypes: ["Private Session", "Studio Rental"] },
    websiteIsActive: true,
  });
  const summit = await createOrganization(db, {
    name: "Summit Dance",
    address: "48 Larimer St, Denver, CO 80205",
    timezone: "America/Denver",
    appInformation: {
      isActive: true,
      isPaymentActive: false,
      isTerminalActive: false,
      isScheduleActive: false,
    },
  });
  const northside = await createOrganization(db, {
    name: "Northside Swim Club",
    address: "9 Lake Shore Dr, Chicago, IL 60611",
    timezone: "America/Chicago",
    appInformation: { isActive: false },
  });

  const harborAdmin = await createUser(db, harbor, {
    firstName: "Avery",
    lastName: "Morgan",
    email: "admin@harbor.example",
    passwordHash,
    adminOf: [harbor],
    lastLoggedIn: now,
    createdAt: staffJoined,
  });
  // Platform staff: in no organization's member list (issue #20 §3).
  await createSuperAdmin(db, {
    firstName: "Sam",
    lastName: "Rivera",
    email: "super@studiodesk.example",
    passwordHash,
    lastLoggedIn: now,
    createdAt: staffJoined,
  });
  const jordan = await createUser(db, harbor, {
    firstName: "Jordan",
    lastName: "Lee",
    email: "member@harbor.example",
    passwordHash,
    lastLoggedIn: now,
    createdAt: staffJoined,
  });
  await createUser(db, summit, {
    firstName: "Riley",
    lastName: "Chen",
    email: "admin@summit.example",
    passwordHash,
    adminOf: [summit],
    lastLoggedIn: now,
    createdAt: staffJoined,
  });
  await createUser(db, northside, {
    firstName: "Casey",
    lastName: "Brooks",
    email: "admin@northside.example",
    passwordHash,
    adminOf: [northside],
    lastLoggedIn: now,
    createdAt: staffJoined,
  });

  const members = [
    {
      orgId: harbor,
      count: 64,
      seed: 7,
      emailDomain: "harbor.example",
      city: "Portland, ME",
      areaCode: "207",
    },
    {
      orgId: summit,
      count: 24,
      seed: 11,
      emailDomain: "summit.example",
      city: "Denver, CO",
      areaCode: "303",
    },
    {
      orgId: northside,
      count: 8,
      seed: 13,
      emailDomain: "northside.example",
      city: "Chicago, IL",
      areaCode: "312",
    },
  ];
  const harborMembers: Array<{
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    createdAt: Date;
  }> = [];
  for (const group of members) {
    const people = demoPeople({ ...group, now });
    for (const [index, person] of people.entries()) {
      const leader = group.orgId === harbor ? LEADER_BIOS[index] : undefined;
      const id = await createUser(db, group.orgId, {
        ...person,
        passwordHash,
        appLeader: leader ? { ...leader, order: index } : null,
      });
      if (group.orgId === harbor) harborMembers.push({ id, ...person });
    }
  }
  // The newest members head the list, so give them the records.
  const newestFirst = [...harborMembers].sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
  );
  await seedDemoMemberRecords(db, harbor, newestFirst, now, payments);
  await seedDemoSchedule(db, harbor, now, content?.publicUrl);
  // The newest member has signed every document, Jordan Lee only the waiver.
  const signers = { everyDocument: newestFirst[0]?.id, firstDocument: jordan };
  if (content) await seedDemoContent(db, harbor, content, signers, now);
  if (content) await seedDemoShop(db, harbor, content, newestFirst, now);
  if (content) await seedDemoClasses(db, harbor, content, newestFirst, now);
  await seedDemoNotifications(db, harbor, harborAdmin, newestFirst, now);
  if (content) await seedDemoCoupons(db, harbor, content.publicUrl, newestFirst, now);
  if (payments) await seedDemoTerminal(db, harbor, payments);
  // Last: it names the items made above.
  await seedDemoActivity(db, harbor, harborAdmin, now);
  return true;
}
