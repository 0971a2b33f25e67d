// One interface for where files live; the local folder adapter is the embedded default.
export type StoredObject = { key: string; contentType: string; size: number };

export type Storage = {
  put(key: string, body: Buffer, contentType: string): Promise<StoredObject>;
  get(key: string): Promise<{ body: Buffer; contentType: string } | undefined>;
  delete(key: string): Promise<void>;
  // A URL the browser can load. Public keys (under `public/`) never expire.
  publicUrl(key: string): string;
};
