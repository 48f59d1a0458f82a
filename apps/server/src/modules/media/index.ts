/** Product pictures' public surface: the service that draws them, and their addresses. */
import { perDatabase } from "../../lib/per-database.ts";
import { createMediaService } from "./service.ts";
import { createMediaStore } from "./store.ts";

export const mediaFor = perDatabase(({ database }) => createMediaService(createMediaStore(database)));
export { productPicture, productPictureUrl, productSpinFrameUrl, productThumbUrl } from "./picture-urls.ts";
