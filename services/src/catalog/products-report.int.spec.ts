import ExcelJS from 'exceljs';
import { useTestApp, validProduct } from '../testing/test-app';

describe('the product report (Products.xlsx) over HTTP', () => {
  const app = useTestApp();

  const workbookOf = async (base64: string) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(base64, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { name: sheet.name, rows };
  };

  it('holds every product the filter matches, with option names and prices in major units, in the caller language', async () => {
    let position = '0';
    for (let n = 1; n <= 12; n += 1) {
      position = (
        await app.http
          .post('/api/product/add')
          .send(validProduct({ title: `Report product number ${n}`, skuCode: `RP-${n}`, brandId: n % 3 === 0 ? 2 : 1, retailPrice: 1000 + n, discount: 0 }))
          .expect(201)
      ).body.position;
    }
    const reply = await app.http
      .post('/api/product/generate')
      .set('X-Min-Position', position)
      .set('Accept-Language', 'vi')
      .send({ brandId: 2, sortField: 'title', sortDirection: 'asc' })
      .expect(200);
    expect(reply.body).toMatchObject({ fileName: 'Products.xlsx' });
    const { name, rows } = await workbookOf(reply.body.base64);
    expect(name).toBe('Sản phẩm');
    expect(rows[0].slice(0, 4)).toEqual(['Mã', 'Tên sản phẩm', 'Mã SKU', 'Thương hiệu']);
    expect(rows.slice(1).map((row) => row[1])).toEqual([
      'Report product number 12',
      'Report product number 3',
      'Report product number 6',
      'Report product number 9',
    ]);
    expect(rows[1][3]).toEqual(expect.any(String));
    expect(String(rows[1][3])).not.toMatch(/^#/);
    expect(rows[1][11]).toBe(10.12);

    const everything = await workbookOf((await app.http.post('/api/product/generate').send({}).expect(200)).body.base64);
    expect(everything.rows).toHaveLength(13);
    expect(everything.rows[0][0]).toBe('Id');
  });

  it('writes a title a spreadsheet would run as a formula as text (a title holds one line: a line break is refused)', async () => {
    await app.http
      .post('/api/product/add')
      .send(validProduct({ title: '=HYPERLINK("http://evil","x")\n+1', skuCode: 'SKU-2' }))
      .expect(400);
    const hostile = '=HYPERLINK("http://evil","x")+1';
    const { position } = (
      await app.http
        .post('/api/product/add')
        .send(validProduct({ title: hostile, skuCode: '-SKU-1' }))
        .expect(201)
    ).body;
    const { rows } = await workbookOf((await app.http.post('/api/product/generate').set('X-Min-Position', position).send({}).expect(200)).body.base64);
    const row = rows.find((cells) => String(cells[1]).includes('HYPERLINK'))!;
    expect(row[1]).toBe(`'${hostile}`);
    expect(row[2]).toBe("'-SKU-1");
    expect(typeof row[11]).toBe('number');
  });

  it('is for staff only and refuses a bad filter', async () => {
    await app.anonymous.post('/api/product/generate').send({}).expect(401);
    await app.http.post('/api/product/generate').send({ brandId: 'x' }).expect(400);
  });
});
