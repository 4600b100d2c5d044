import { adminArtworksUploadImages } from '../../api/generated/sdk.gen';
import type { ArtworkImageRefDto } from '../../api/generated/types.gen';
import { adminCall } from '../api-call';

/** A picture in the artwork form: one the server serves (its id), or a file react-admin's ImageInput just added. */
export type FormImage = { readonly id: string } | { readonly rawFile: File };

const isNew = (image: FormImage): image is { rawFile: File } =>
  'rawFile' in image && image.rawFile instanceof File;

/**
 * The pictures as the artwork API takes them: files added in the form are uploaded first (one multipart call,
 * which re-encodes and watermarks them), then every picture is named by its id, in the form's order.
 */
export async function uploadedImageRefs(images: readonly FormImage[]): Promise<ArtworkImageRefDto[]> {
  const files = images.filter(isNew).map((image) => image.rawFile);
  const uploaded = files.length
    ? await adminCall(adminArtworksUploadImages({ body: { images: files } }))
    : [];
  let next = 0;
  return images.map((image) => ({ id: 'id' in image ? image.id : uploaded[next++].id }));
}
