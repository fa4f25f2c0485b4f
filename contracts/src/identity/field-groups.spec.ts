import fc from 'fast-check';
import { fieldGroupOf, shapedReply, unsettableFields } from './field-groups';

describe('field groups: what a role sees and sets', () => {
  it('names each field by its last name, a history path too, and lets a capability mean otherwise', () => {
    expect(fieldGroupOf('salePrice', 'catalog')).toBe('money');
    expect(fieldGroupOf('lines#3.unitPrice', 'billing')).toBe('money');
    expect(fieldGroupOf('averageStockPrice', 'catalog')).toBe('costs');
    expect(fieldGroupOf('amount', 'billing')).toBe('money');
    expect(fieldGroupOf('amount', 'expenses')).toBe('costs');
    expect(fieldGroupOf('sender.phone', 'shipping')).toBe('personal');
    expect(fieldGroupOf('phone', 'vendors')).toBeUndefined();
    expect(fieldGroupOf('declaredValue', 'receiving')).toBeUndefined();
  });

  it("leaves out hidden fields wherever they are nested, keeps a page's count, and shows a hidden change as changed", () => {
    const page = {
      items: [{ id: 1, title: 'Pho', salePrice: 1200, averageStockPrice: 800, lines: [{ unitPrice: 5, quantity: 2 }] }],
      total: 1,
      page: 0,
      pageSize: 25,
    };
    expect(shapedReply(page, ['costs'], 'catalog')).toEqual({
      ...page,
      items: [{ id: 1, title: 'Pho', salePrice: 1200, lines: [{ unitPrice: 5, quantity: 2 }] }],
    });
    expect(shapedReply(page, ['money', 'costs'], 'catalog').items[0]).toEqual({ id: 1, title: 'Pho', lines: [{ quantity: 2 }] });
    // A stock movement's unit price is what it cost as often as what it sold for.
    expect(shapedReply({ unitPrice: 5, quantity: 1 }, ['costs'], 'inventory')).toEqual({ quantity: 1 });
    const entry = {
      changes: [
        { field: 'lines#2.unitPrice', item: '2', before: { money: 100, currency: 'USD' }, after: { money: 120, currency: 'USD' } },
        { field: 'lines#2.quantity', item: '2', before: 1, after: 2 },
      ],
      fields: { note: { money: 5, currency: 'USD' } },
    };
    expect(shapedReply(entry, ['money'], 'billing')).toEqual({
      changes: [
        { field: 'lines#2.unitPrice', item: '2', hidden: true },
        { field: 'lines#2.quantity', item: '2', before: 1, after: 2 },
      ],
      fields: { note: null },
    });
  });

  it('hands back the very reply when nothing is hidden, and never leaves a hidden name in any reply', () => {
    const reply = { items: [{ salePrice: 1 }], total: 1, page: 0, pageSize: 1 };
    expect(shapedReply(reply, [], 'catalog')).toBe(reply);
    const names = ['salePrice', 'stockPrice', 'phone', 'title', 'quantity', 'amount', 'id'];
    const json = fc.letrec((tie) => ({
      node: fc.oneof({ depthSize: 'small' }, fc.integer(), fc.string(), tie('object'), fc.array(tie('node'), { maxLength: 3 })),
      object: fc.dictionary(fc.constantFrom(...names), tie('node'), { maxKeys: 4 }),
    })).node;
    fc.assert(
      fc.property(json, (value) => {
        const text = JSON.stringify(shapedReply(value, ['money', 'costs'], 'catalog'));
        return !/"(salePrice|stockPrice)"/.test(text ?? '');
      }),
    );
  });

  it('finds the fields of a body its caller may not set, by their paths', () => {
    const body = { details: { title: 'Pho', salePrice: 1200 }, lines: [{ quantity: 1, unitPrice: 5 }] };
    expect(unsettableFields(body, ['money', 'costs'], 'ordering')).toEqual(['details.salePrice', 'lines.0.unitPrice']);
    expect(unsettableFields(body, [], 'ordering')).toEqual([]);
    expect(unsettableFields({ title: 'Pho' }, ['money'], 'ordering')).toEqual([]);
  });
});
