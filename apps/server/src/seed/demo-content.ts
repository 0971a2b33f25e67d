import { documentShareLinkPath, resourceShareLinkPath } from "@studiodesk/core/rules/content";
import type { Storage } from "../adapters/storage/storage";
import { type Db, type Trx, withTenant } from "../db/database";
import { insertDocument, insertSignedFile } from "../features/documents/documents.repo";
import { insertFeaturedItem } from "../features/featured/featured.repo";
import { insertResource, setResourceShareLink } from "../features/resources/resources.repo";
import { insertShareLink } from "../features/share-links/share-links.repo";
import { newShareLinkCode } from "../features/share-links/share-links.service";
import { insertVideo } from "../features/videos/videos.repo";
import { newId } from "../shared/ids";
import { toJpegWithThumbnail } from "../shared/upload-kinds";
import { demoPdf, demoPicture, demoWav } from "./demo-files";

export type DemoContentOptions = { storage: Storage; publicUrl: string };
// Who has signed the demo documents in the member app (the profile's Documents tab).
type DemoSigners = { everyDocument: string | undefined; firstDocument: string };

const DAY_MS = 86_400_000;
const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

// Harbor Yoga's documents, resources, videos and featured items, with real stored files,
// so every content page and the dashboard's Featured card open on something to show.
export async function seedDemoContent(
  db: Db,
  orgId: string,
  options: DemoContentOptions,
  signers: DemoSigners,
  now: Date,
): Promise<void> {
  await seedDocuments(db, orgId, options, signers, now);
  await seedResources(db, orgId, options, now);
  await seedVideos(db, orgId, options.storage, now);
  await seedFeatured(db, orgId, options.storage, now);
}

export async function demoShareLink(
  trx: Trx,
  orgId: string,
  publicUrl: string,
  link: { targetPath: string; title: string },
): Promise<string> {
  const code = newShareLinkCode();
  await insertShareLink(trx, orgId, { code, ...link, imageUrl: null });
  return `${publicUrl}/l/${code}`;
}

// A demo picture stored the way an uploaded one is: a public JPEG and its thumbnail, named
// by `id`.
export async function storeDemoPicture(
  storage: Storage,
  orgId: string,
  id: string,
  picture: { title: string; colors: [string, string]; width?: number },
): Promise<{ imageKey: string; thumbnailKey: string }> {
  const { image, thumbnail } = await toJpegWithThumbnail(
    await demoPicture(picture.title, picture.colors, picture.width),
  );
  const imageKey = `public/${orgId}/image/${id}.jpg`;
  const thumbnailKey = `public/${orgId}/image/${id}-thumbnail.jpg`;
  await storage.put(imageKey, image, "image/jpeg");
  await storage.put(thumbnailKey, thumbnail, "image/jpeg");
  return { imageKey, thumbnailKey };
}

const DOCUMENTS = [
  {
    title: "Liability Waiver",
    subTitle: "Required before your first class",
    description:
      "<p>Yoga is physical activity. Please tell your teacher about injuries or conditions.</p><p>By signing you accept the <strong>risks of practice</strong>.</p>",
    lines: ["I understand that yoga involves physical exertion.", "I take part at my own risk."],
  },
  {
    title: "Studio Policies",
    subTitle: "Bookings, late arrivals and cancellations",
    description:
      "<p>Cancel at least <strong>12 hours</strong> before class to keep your credit.</p><ul><li>Arrive 10 minutes early.</li><li>Phones on silent.</li></ul>",
    lines: ["Late cancellations use one class credit.", "Doors close 5 minutes after start."],
  },
];

async function seedDocuments(
  db: Db,
  orgId: string,
  options: DemoContentOptions,
  signers: DemoSigners,
  now: Date,
) {
  for (const [index, document] of DOCUMENTS.entries()) {
    const id = newId();
    const file = demoPdf(document.title, document.lines);
    const storageKey = `private/${orgId}/document/${id}.pdf`;
    await options.storage.put(storageKey, file, "application/pdf");
    await withTenant(db, orgId, async (trx) => {
      const shareLink = await demoShareLink(trx, orgId, options.publicUrl, {
        targetPath: documentShareLinkPath(id),
        title: document.title,
      });
      await insertDocument(trx, orgId, {
        id,
        title: document.title,
        subTitle: document.subTitle,
        description: document.description,
        storageKey,
        fileName: `${document.title.replace(/\s+/g, "-")}.pdf`,
        size: file.length,
        isActive: true,
        isRequired: true,
        shareLink,
        createdAt: daysAgo(now, 60 - index),
      });
      const signedBy = [signers.everyDocument, index === 0 ? signers.firstDocument : undefined];
      for (const userId of signedBy.filter((signer) => signer !== undefined)) {
        await insertSignedFile(trx, orgId, {
          id: newId(),
          userId,
          fileId: id,
          fileTitle: document.title,
          signedLink: null,
          signedAt: daysAgo(now, 30 - index),
        });
      }
    });
  }
}

async function seedResources(db: Db, orgId: string, options: DemoContentOptions, now: Date) {
  const resources = [
    {
      title: "SpringSchedule.pdf",
      description: "Every class from March to May, with teachers and rooms.",
      fileName: "Spring Schedule.pdf",
      contentType: "application/pdf",
      extension: ".pdf",
      body: demoPdf("Spring Schedule", ["Mon-Fri 6:30am Sunrise Flow", "Sat 9:00am Slow Flow"]),
    },
    {
      title: "ClosingBell.wav",
      description: "The bell we ring at the end of savasana, for practice at home.",
      fileName: "Closing Bell.wav",
      contentType: "audio/wav",
      extension: ".wav",
      body: demoWav(),
    },
  ];
  for (const [index, resource] of resources.entries()) {
    const id = newId();
    const storageKey = `private/${orgId}/resource/${id}${resource.extension}`;
    await options.storage.put(storageKey, resource.body, resource.contentType);
    await withTenant(db, orgId, async (trx) => {
      await insertResource(trx, orgId, {
        id,
        title: resource.title,
        description: resource.description,
        fileName: resource.fileName,
        contentType: resource.contentType,
        storageKey,
        size: resource.body.length,
        createdAt: daysAgo(now, 20 - index * 5),
      });
      const link = await demoShareLink(trx, orgId, options.publicUrl, {
        targetPath: resourceShareLinkPath(id),
        title: resource.title,
      });
      await setResourceShareLink(trx, orgId, id, link);
    });
  }
}

// The videos would come from the studio's video host (Sync Videos); their links are
// placeholders there.
const VIDEOS = [
  {
    title: "Sunrise Flow",
    description: "A 20-minute morning sequence.",
    colors: ["#2b6cb0", "#81e6d9"],
  },
  {
    title: "Hip Openers",
    description: "Slow stretches for tight hips.",
    colors: ["#9f7aea", "#fbb6ce"],
  },
  {
    title: "Breathwork Basics",
    description: "Box breathing and ujjayi.",
    colors: ["#2f855a", "#c6f6d5"],
  },
  {
    title: "Evening Wind Down",
    description: "Restorative poses before sleep.",
    colors: ["#1a365d", "#90cdf4"],
  },
] as const;

async function seedVideos(db: Db, orgId: string, storage: Storage, now: Date) {
  for (const [index, video] of VIDEOS.entries()) {
    const id = newId();
    const thumbnailKey = `public/${orgId}/video/${id}.jpg`;
    await storage.put(
      thumbnailKey,
      await demoPicture(video.title, [...video.colors], 640),
      "image/jpeg",
    );
    await withTenant(db, orgId, (trx) =>
      insertVideo(trx, orgId, {
        id,
        title: video.title,
        description: video.description,
        videoUrl: `https://videos.harbor.example/watch/${video.title.toLowerCase().replace(/\s+/g, "-")}`,
        thumbnailKey,
        thumbnailUrl: null,
        createdAt: daysAgo(now, 40 - index * 9),
      }),
    );
  }
}

const FEATURED = [
  {
    title: "Spring Workshop Series",
    colors: ["#dd6b20", "#fbd38d"],
    link: "https://harbor.example/workshops",
  },
  { title: "New: Sunrise Flow", colors: ["#2b6cb0", "#81e6d9"], link: null },
  {
    title: "Bring a Friend Week",
    colors: ["#b83280", "#fed7e2"],
    link: "https://harbor.example/friends",
  },
] as const;

async function seedFeatured(db: Db, orgId: string, storage: Storage, now: Date) {
  for (const [index, item] of FEATURED.entries()) {
    const id = newId();
    const { imageKey, thumbnailKey: imageThumbnailKey } = await storeDemoPicture(
      storage,
      orgId,
      id,
      { title: item.title, colors: [...item.colors] },
    );
    await withTenant(db, orgId, (trx) =>
      insertFeaturedItem(trx, orgId, {
        id,
        index,
        itemKind: null,
        itemId: null,
        imageKey,
        imageThumbnailKey,
        featuredLink: item.link,
        createdAt: daysAgo(now, 10 - index),
      }),
    );
  }
}
