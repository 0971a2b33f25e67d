// Deterministic, realistic demo people: the same seed gives the same members every time.
const FIRST_NAMES = [
  "Olivia",
  "Liam",
  "Emma",
  "Noah",
  "Ava",
  "Elijah",
  "Sophia",
  "Mateo",
  "Isabella",
  "Lucas",
  "Mia",
  "Levi",
  "Amelia",
  "Asher",
  "Harper",
  "James",
  "Evelyn",
  "Leo",
  "Abigail",
  "Grayson",
  "Emily",
  "Ezra",
  "Ella",
  "Luca",
  "Elizabeth",
  "Ethan",
  "Camila",
  "Aiden",
  "Luna",
  "Wyatt",
  "Sofia",
  "Sebastian",
  "Avery",
  "Jack",
  "Mila",
  "Daniel",
  "Aria",
  "Hudson",
  "Scarlett",
  "Owen",
  "Priya",
  "Kenji",
  "Amara",
  "Diego",
  "Fatima",
  "Tomás",
  "Yuki",
  "Zara",
  "Malik",
  "Ingrid",
];
const LAST_NAMES = [
  "Smith",
  "Johnson",
  "Williams",
  "Brown",
  "Jones",
  "Garcia",
  "Miller",
  "Davis",
  "Rodriguez",
  "Martinez",
  "Hernandez",
  "Lopez",
  "Gonzalez",
  "Wilson",
  "Anderson",
  "Thomas",
  "Taylor",
  "Moore",
  "Jackson",
  "Martin",
  "Lee",
  "Perez",
  "Thompson",
  "White",
  "Harris",
  "Sanchez",
  "Clark",
  "Ramirez",
  "Lewis",
  "Robinson",
  "Walker",
  "Young",
  "Allen",
  "King",
  "Wright",
  "Scott",
  "Torres",
  "Nguyen",
  "Hill",
  "Flores",
  "Patel",
  "Okafor",
  "Tanaka",
  "Kowalski",
];
const STREETS = [
  "Maple Ave",
  "Harbor St",
  "Cedar Ln",
  "Oak St",
  "Elm Dr",
  "Willow Way",
  "Bay Rd",
  "Pine St",
  "Lakeview Dr",
  "Park Pl",
  "Hillcrest Rd",
  "Sunset Blvd",
  "River Rd",
  "Chestnut St",
];

export type DemoPerson = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  address: string;
  dateOfBirth: string;
  gender: "female" | "male";
  createdAt: Date;
  lastLoggedIn: Date | null;
};

// mulberry32: a tiny seeded generator, enough for demo data.
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

const DAY_MS = 86_400_000;

export function demoPeople(options: {
  count: number;
  seed: number;
  emailDomain: string;
  city: string;
  areaCode: string;
  now: Date;
}): DemoPerson[] {
  const random = seededRandom(options.seed);
  const people: DemoPerson[] = [];
  for (let index = 0; index < options.count; index++) {
    const firstName = pick(random, FIRST_NAMES);
    const lastName = pick(random, LAST_NAMES);
    // Exchanges start at 2–9 in North America: (207) 555-0142, never (207) 024-….
    const number = String(2_000_000 + Math.floor(random() * 8_000_000));
    const birthYear = 1960 + Math.floor(random() * 45);
    const birthMonth = 1 + Math.floor(random() * 12);
    const birthDay = 1 + Math.floor(random() * 28);
    const joinedDaysAgo = Math.floor(random() * 900);
    const drawnLastSeenDaysAgo =
      random() < 0.45 ? Math.floor(random() * 29) : 31 + Math.floor(random() * 300);
    // Nobody is last active before they joined: a draw older than the joining day folds
    // back into the days since (the same draws, so the demo's names stay as they were).
    const lastSeenDaysAgo =
      drawnLastSeenDaysAgo > joinedDaysAgo
        ? drawnLastSeenDaysAgo % (joinedDaysAgo + 1)
        : drawnLastSeenDaysAgo;
    people.push({
      firstName,
      lastName,
      email: `${firstName}.${lastName}.${index + 1}@${options.emailDomain}`
        .toLowerCase()
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, ""),
      phoneNumber: `(${options.areaCode}) ${number.slice(0, 3)}-${number.slice(3)}`,
      address: `${10 + Math.floor(random() * 980)} ${pick(random, STREETS)}, ${options.city}`,
      dateOfBirth: `${birthYear}-${String(birthMonth).padStart(2, "0")}-${String(birthDay).padStart(2, "0")}`,
      gender: random() < 0.55 ? "female" : "male",
      createdAt: new Date(options.now.getTime() - joinedDaysAgo * DAY_MS - index * 60_000),
      lastLoggedIn:
        random() < 0.1 ? null : new Date(options.now.getTime() - lastSeenDaysAgo * DAY_MS),
    });
  }
  return people;
}
