import { paymentCurrencyOf } from "@studiodesk/core/rules/money";
import {
  type ProductSize,
  productQuantityForStorage,
  productShareLinkPath,
  purchaseAmountCents,
  sizesForStorage,
} from "@studiodesk/core/rules/shop";
import { type Db, withTenant } from "../db/database";
import { findOrganizationAccount } from "../features/account/account.service";
import { insertCategory } from "../features/categories/categories.repo";
import {
  insertProduct,
  replaceProductCategories,
  sizeColumnsOf,
  takeProductStock,
} from "../features/shop/products.repo";
import { insertPurchase } from "../features/shop/purchases.repo";
import { newId } from "../shared/ids";
import { type DemoContentOptions, demoShareLink, storeDemoPicture } from "./demo-content";

const DAY_MS = 86_400_000;

// 001 §3 Category: shop categories for the products, class categories for the classes.
const CATEGORIES = [
  { key: "apparel", name: "Apparel", type: "shop" },
  { key: "packs", name: "Class Packs", type: "shop" },
  { key: "memberships", name: "Memberships", type: "shop" },
  { key: "accessories", name: "Accessories", type: "shop" },
  { key: "vinyasa", name: "Vinyasa", type: "class" },
  { key: "restorative", name: "Yin & Restorative", type: "class" },
  { key: "workshops", name: "Workshops", type: "class" },
] as const;
type CategoryKey = (typeof CATEGORIES)[number]["key"];

type DemoProduct = {
  title: string;
  description: string;
  amount: number;
  // null: Unlimited (stored as 100); ignored for a subscription.
  quantity: number | null;
  sizes?: Partial<Record<ProductSize, number | "unlimited">>;
  subscription?: { recurrenceTime: "everyMonth"; quantity: number | null };
  categories: CategoryKey[];
  colors: [string, string];
  isActive?: boolean;
  isFeatured?: boolean;
};

const PRODUCTS: DemoProduct[] = [
  {
    title: "Harbor Logo Tee",
    description:
      "Soft organic cotton tee with the Harbor Yoga wave on the chest. Relaxed fit that moves with you from class to coffee.",
    amount: 2_800,
    quantity: null,
    sizes: { XS: 4, S: 10, M: 12, L: 8, XL: 5, XXL: 2 },
    categories: ["apparel"],
    colors: ["#2b6cb0", "#63b3ed"],
  },
  {
    title: "Organic Cotton Hoodie",
    description:
      "Brushed fleece hoodie in harbor blue. Warm after savasana on cold Portland mornings.",
    amount: 5_800,
    quantity: 30,
    sizes: { S: 3, M: 6, L: 4, XL: 2 },
    categories: ["apparel"],
    colors: ["#2c5282", "#90cdf4"],
  },
  {
    title: "10 Class Pack",
    description:
      "Ten classes of any style, valid for six months. Share-friendly: bring a friend on your pack.",
    amount: 18_000,
    quantity: null,
    categories: ["packs"],
    colors: ["#dd6b20", "#fbd38d"],
    isFeatured: true,
  },
  {
    title: "5 Class Pack",
    description: "Five classes of any style, valid for three months.",
    amount: 9_500,
    quantity: null,
    categories: ["packs"],
    colors: ["#c05621", "#f6ad55"],
  },
  {
    title: "Monthly Unlimited Membership",
    description:
      "Unlimited classes every month, billed monthly. Cancel any time before your next charge.",
    amount: 14_900,
    quantity: null,
    subscription: { recurrenceTime: "everyMonth", quantity: null },
    categories: ["memberships"],
    colors: ["#276749", "#9ae6b4"],
  },
  {
    title: "Cork Yoga Block",
    description: "Sustainable cork block, firm and grippy.",
    amount: 1_800,
    quantity: 25,
    categories: ["accessories"],
    colors: ["#975a16", "#f6e05e"],
  },
  {
    title: "Summer Retreat Deposit",
    description: "Deposit for the August retreat on Peaks Island. Sold out for this year.",
    amount: 25_000,
    quantity: 12,
    categories: [],
    colors: ["#6b46c1", "#d6bcfa"],
    isActive: false,
  },
];

// Purchases by demo members: product index, member index, quantity, size, days ago.
const PURCHASES: Array<[number, number, number, ProductSize | null, number]> = [
  [0, 0, 1, "M", 3],
  [0, 1, 2, "S", 6],
  [0, 2, 1, "L", 11],
  [1, 0, 1, "M", 8],
  [2, 0, 1, null, 2],
  [2, 3, 1, null, 15],
  [3, 4, 1, null, 9],
  [4, 1, 1, null, 25],
  [4, 5, 1, null, 20],
  [5, 2, 2, null, 4],
];

// Harbor Yoga's shop (001 §2 Shop): apparel with sizes, class packs, a monthly membership
// subscription, an inactive item, categories for shop and classes, and members' purchases.
export async function seedDemoShop(
  db: Db,
  orgId: string,
  options: DemoContentOptions,
  members: Array<{ id: string }>,
  now: Date,
): Promise<void> {
  const categoryIds = new Map<CategoryKey, string>();
  await withTenant(db, orgId, async (trx) => {
    for (const [index, category] of CATEGORIES.entries()) {
      const id = newId();
      categoryIds.set(category.key, id);
      const createdAt = new Date(now.getTime() - (90 - index) * DAY_MS);
      await insertCategory(trx, orgId, { id, name: category.name, type: category.type, createdAt });
    }
  });
  const productIds: string[] = [];
  for (const [index, product] of PRODUCTS.entries()) {
    productIds.push(
      await seedProduct(db, orgId, options, product, {
        categoryIds: product.categories.map((key) => categoryIds.get(key) as string),
        createdAt: new Date(now.getTime() - (60 - index * 5) * DAY_MS),
      }),
    );
  }
  await withTenant(db, orgId, async (trx) => {
    const currency = paymentCurrencyOf(await findOrganizationAccount(trx, orgId));
    for (const [productIndex, memberIndex, quantity, size, daysAgo] of PURCHASES) {
      const productId = productIds[productIndex];
      const member = members[memberIndex];
      if (!productId || !member) continue;
      const taken = await takeProductStock(trx, orgId, productId, { quantity, size });
      if (!taken) continue;
      await insertPurchase(trx, orgId, {
        id: newId(),
        productId,
        userId: member.id,
        quantity,
        size,
        amount: purchaseAmountCents(taken.price_amount, quantity),
        currency,
        createdBy: null,
        createdAt: new Date(now.getTime() - daysAgo * DAY_MS),
      });
    }
  });
}

async function seedProduct(
  db: Db,
  orgId: string,
  options: DemoContentOptions,
  product: DemoProduct,
  extra: { categoryIds: string[]; createdAt: Date },
): Promise<string> {
  const id = newId();
  const { imageKey, thumbnailKey } = await storeDemoPicture(options.storage, orgId, id, {
    title: product.title,
    colors: product.colors,
    width: 800,
  });
  await withTenant(db, orgId, async (trx) => {
    const shareLink = await demoShareLink(trx, orgId, options.publicUrl, {
      targetPath: productShareLinkPath(id),
      title: product.title,
    });
    const isSubscription = product.subscription !== undefined;
    await insertProduct(trx, orgId, {
      id,
      title: product.title,
      description: product.description,
      image_key: imageKey,
      image_thumbnail_key: thumbnailKey,
      price_amount: product.amount,
      quantity: productQuantityForStorage(product.quantity, isSubscription),
      subscription_recurrence: product.subscription?.recurrenceTime ?? null,
      subscription_quantity: product.subscription?.quantity ?? null,
      ...sizeColumnsOf(sizesForStorage(product.sizes ?? {})),
      is_active: product.isActive ?? true,
      is_featured: product.isFeatured ?? false,
      share_link: shareLink,
      created_at: extra.createdAt,
    });
    await replaceProductCategories(trx, orgId, id, extra.categoryIds);
  });
  return id;
}
