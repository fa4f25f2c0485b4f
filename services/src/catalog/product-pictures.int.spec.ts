import sharp from 'sharp';
import type { ProductView } from '@cargo/contracts';
import { useTestApp, validProduct } from '../testing/test-app';

const png = (width: number, colour: string) =>
  sharp({ create: { width, height: width, channels: 3, background: colour } })
    .png()
    .toBuffer();
const jpeg = (width: number) =>
  sharp({ create: { width, height: width, channels: 3, background: '#0a0' } })
    .jpeg()
    .toBuffer();

describe('product pictures over HTTP', () => {
  const app = useTestApp();
  const after = (position: string) => ({ 'X-Min-Position': position });

  async function givenProduct() {
    return (await app.http.post('/api/product/add').send(validProduct()).expect(201)).body as { id: number; position: string };
  }

  it('stores png and jpeg pictures checked by content, skips names the product has, serves each with a thumbnail, and deletes one', async () => {
    const product = await givenProduct();
    const upload = await app.http
      .post('/api/file/upload/product/pictures')
      .field('productId', String(product.id))
      .attach('files', await png(400, '#f00'), 'front.png')
      .attach('files', await jpeg(300), { filename: 'back.jpg', contentType: 'image/jpeg' })
      .expect(201);
    expect(upload.body.pictures.map((picture: { name: string; contentType: string }) => [picture.name, picture.contentType])).toEqual([
      ['front.png', 'image/png'],
      ['back.jpg', 'image/jpeg'],
    ]);
    const [front, back] = upload.body.pictures as { id: string }[];

    const again = await app.http
      .post('/api/file/upload/product/pictures')
      .field('productId', String(product.id))
      .attach('files', await png(50, '#00f'), 'front.png')
      .expect(201);
    expect(again.body.pictures).toEqual([]);

    const listed = (await app.anonymous.get(`/api/file/get/product/pictures/by/product/id/${product.id}`).set(after(again.body.position)).expect(200)).body;
    expect(listed.map((picture: { id: string }) => picture.id)).toEqual([front.id, back.id]);
    const view: ProductView = (await app.http.get(`/api/product/get/by/id/${product.id}`).expect(200)).body;
    expect(view.pictureId).toBe(front.id);

    const image = await app.anonymous.get(`/product/picture/${front.id}`).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Number(image.headers['content-length'])).toBe((image.body as Buffer).length);
    expect((await sharp(image.body as Buffer).metadata()).width).toBe(400);
    const thumb = await app.anonymous.get(`/product/picture/${front.id}?size=thumb`).expect(200);
    expect((await sharp(thumb.body as Buffer).metadata()).width).toBe(160);

    // The REST method (what the screens send); the spec's GET route removes alike.
    const deleted = await app.http.delete(`/api/file/delete/product/picture/by/id/${front.id}`).expect(200);
    await app.anonymous.get(`/product/picture/${front.id}`).expect(404);
    const afterDelete: ProductView = (await app.http.get(`/api/product/get/by/id/${product.id}`).set(after(deleted.body.position)).expect(200)).body;
    expect(afterDelete.pictureId).toBe(back.id);
    expect((await app.http.get(`/api/file/delete/product/picture/by/id/${front.id}`).expect(404)).body.code).toBe('catalog.pictureNotFound');
  });

  it('refuses a file that is not a png or jpeg whatever its name says, an oversized file, no file, and an unknown product; an unknown picture is a 404, not the app', async () => {
    const product = await givenProduct();
    const upload = () => app.http.post('/api/file/upload/product/pictures').field('productId', String(product.id));
    const script = Buffer.from('<script>alert(1)</script>');
    expect((await upload().attach('files', script, { filename: 'evil.png', contentType: 'image/png' }).expect(415)).body.code).toBe('catalog.pictureNotImage');
    expect(
      (
        await upload()
          .attach('files', Buffer.alloc(6 * 1024 * 1024, 1), 'huge.png')
          .expect(413)
      ).body.code,
    ).toBe('error.payloadTooLarge');
    expect((await upload().expect(400)).body.code).toBe('catalog.noPictures');
    await app.http
      .post('/api/file/upload/product/pictures')
      .field('productId', '999')
      .attach('files', await png(10, '#fff'), 'a.png')
      .expect(404);
    expect((await app.http.get(`/api/file/get/product/pictures/by/product/id/${product.id}`).expect(200)).body).toEqual([]);
    const missing = await app.anonymous.get('/product/picture/not-a-picture').expect(404);
    expect(missing.headers['content-type']).toMatch(/json/);
    await app.anonymous.get('/product/picture/..%2F..%2Fetc%2Fpasswd').expect(404);
  });
});
