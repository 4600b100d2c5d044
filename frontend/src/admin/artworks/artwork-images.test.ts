import { describe, expect, it } from 'vitest';
import type { ImageDto } from '../../api/generated/types.gen';
import { json, mockApi, refreshAs } from '../../test/api-mock';
import { uploadedImageRefs } from './artwork-images';

const served = (id: string): ImageDto => ({
  id,
  url: `/api/images/${id}/display`,
  thumbnailUrl: `/api/images/${id}/thumbnail`,
  width: 800,
  height: 600,
  thumbnailWidth: 400,
  thumbnailHeight: 300,
});

const file = (name: string) => new File([new Uint8Array([1])], name, { type: 'image/png' });

describe('uploadedImageRefs', () => {
  it('uploads the added files in one call and names every picture by its id, in the form’s order', async () => {
    const { requests } = mockApi({
      authRefresh: refreshAs('ADMIN'),
      adminArtworksUploadImages: json(201, [served('new-1'), served('new-2')]),
    });
    const refs = await uploadedImageRefs([
      { rawFile: file('a.png') },
      served('kept'),
      { rawFile: file('b.png') },
    ]);
    expect(refs).toEqual([{ id: 'new-1' }, { id: 'kept' }, { id: 'new-2' }]);
    expect(requests.filter((r) => r.operation === 'adminArtworksUploadImages')).toHaveLength(1);
  });

  it('makes no call when no file was added', async () => {
    const { requests } = mockApi({ authRefresh: refreshAs('ADMIN') });
    expect(await uploadedImageRefs([served('kept')])).toEqual([{ id: 'kept' }]);
    expect(requests.filter((r) => r.operation === 'adminArtworksUploadImages')).toHaveLength(0);
  });
});
