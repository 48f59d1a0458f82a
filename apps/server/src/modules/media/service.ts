/**
 * Product pictures: drawn on request from the image row, then kept in memory, since a listing
 * page asks for two dozen at once and the drawing never changes for a given product and position.
 */
import { createHash } from "node:crypto";
import { createAnswerCache } from "../../lib/answer-cache.ts";
import { chooseMotif, drawPicture } from "../demo/index.ts";
import { SPIN_FRAMES } from "@merchant/contract";
import type { MediaStore } from "./store.ts";

export type Picture = { svg: string; etag: string };

const PICTURE_TTL_MS = 60 * 60_000;
const MAX_CACHED_PICTURES = 5_000;

export function createMediaService(store: MediaStore) {
  const pictures = createAnswerCache<Picture | undefined>({
    ttlMs: PICTURE_TTL_MS,
    maxEntries: MAX_CACHED_PICTURES,
  });

  const service = {
    /**
     * The picture at a 1-based position, or undefined when the product has none there. Position 1
     * always exists: a product without image rows is drawn from its names.
     */
    productPicture(productId: number, position: number, width: number): Promise<Picture | undefined> {
      return pictures.get(`${productId}/${position}/${width}`, async () => {
        const facts = await store.pictureFacts(productId, position);
        if (!facts || (!facts.image && position !== 1)) return undefined;
        const seed = `${productId}`;
        const choice = chooseMotif(facts.image?.motif, [...facts.categoryNames, facts.productName], seed);
        const svg = drawPicture({
          choice,
          position,
          alt: facts.image?.alt ?? facts.productName,
          seed,
          width,
        });
        return withEtag(svg);
      });
    },

    /**
     * A frame of the 360° view (decision 158): the first picture turned about its upright axis,
     * 360° / SPIN_FRAMES a frame, narrowed by the turn's cosine and mirrored when seen from behind.
     */
    async productSpinFrame(productId: number, frame: number, width: number): Promise<Picture | undefined> {
      const facing = await service.productPicture(productId, 1, width);
      if (!facing) return undefined;
      const turn = Math.cos((2 * Math.PI * (frame - 1)) / SPIN_FRAMES);
      // Edge-on the picture would vanish: keep a sliver of it.
      const scale = Math.sign(turn || 1) * Math.max(0.12, Math.abs(turn));
      const half = width / 2;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 ${width} ${width}"><g transform="translate(${half} 0) scale(${scale.toFixed(3)} 1) translate(${-half} 0)">${facing.svg}</g></svg>`;
      return withEtag(svg);
    },
  };
  return service;
}

function withEtag(svg: string): Picture {
  return { svg, etag: `"${createHash("sha1").update(svg).digest("base64url").slice(0, 20)}"` };
}

export type MediaService = ReturnType<typeof createMediaService>;
