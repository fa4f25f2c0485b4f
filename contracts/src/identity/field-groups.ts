import { FIELD_GROUPS, type FieldGroup, type RoleCapability, type RolePermissions } from './roles';

/**
 * Which field group a reply's field belongs to, by its name: a name means the same thing across the
 * replies (a `salePrice` is money a customer pays wherever it shows), so one table serves every list,
 * record, history and search result. A goods' declared value (`declaredValue`, `totalValue`, a
 * parcel's `value`) is what customs are told, not money anyone pays: it stays with the goods.
 */
const FIELD_GROUP_OF_NAME: Readonly<Record<string, FieldGroup>> = {
  // What customers pay: prices, invoices, payments, credit, fees.
  ...Object.fromEntries(
    [
      'salePrice',
      'retailPrice',
      'airPrice',
      'containerPrice',
      'unitPrice',
      'originalUnitPrice',
      'lineTotal',
      'subtotal',
      'discount',
      'serviceFee',
      'vatFee',
      'deliveryFee',
      'storageFee',
      'dailyFee',
      'totalAmount',
      'amountPaid',
      'amountDue',
      'creditPaid',
      'amount',
      'tender',
      'cash',
      'cashChange',
      'credit',
      'creditToUse',
      'creditUsed',
      'creditAdded',
      'dollarCredits',
      'dongCredits',
      'balance',
      'openingBalance',
      'closingBalance',
      'outstanding',
      'invoiced',
      'collected',
      'paid',
      'ordered',
      'receivables',
      'payments',
    ].map((name) => [name, 'money' as const]),
  ),
  // What the business pays and makes: stock prices, costs, profit, expenses.
  ...Object.fromEntries(
    ['stockPrice', 'averageStockPrice', 'stockAmount', 'profit', 'expenseAmount', 'totalExpense', 'expenses', 'expenseDetails'].map((name) => [
      name,
      'costs' as const,
    ]),
  ),
  // A person's contacts.
  ...Object.fromEntries(['phone', 'email', 'address', 'address1', 'address2', 'labelAddress'].map((name) => [name, 'personal' as const])),
};

/**
 * Where a capability's name means otherwise (null: no group there): an expense's or a purchase's
 * amount is a cost, a vendor's balance is what the business owes, and a vendor's phone and email are a
 * business's, nobody's personal data.
 */
const FIELD_GROUP_IN: Readonly<Partial<Record<RoleCapability, Readonly<Record<string, FieldGroup | null>>>>> = {
  expenses: { amount: 'costs' },
  vendors: { amount: 'costs', balance: 'costs', phone: null, email: null, address: null },
  // A stock movement's unit price is a purchase's (its cost) as often as a sale's: both read as costs there.
  inventory: { subtotal: 'costs', amount: 'costs', unitPrice: 'costs', lineTotal: 'costs' },
  dashboards: { amount: 'costs' },
};

/** Whether some caller's replies may leave a field out (the API document marks it optional). */
export const mayBeHidden = (name: string): boolean => name in FIELD_GROUP_OF_NAME || Object.values(FIELD_GROUP_IN).some((own) => Boolean(own?.[name]));

/** The field group of a field (a history's path `lines#3.unitPrice` by its last name), in a capability's replies. */
export function fieldGroupOf(path: string, capability: RoleCapability | null): FieldGroup | undefined {
  return groupOfName(nameOf(path), capability);
}

/** A path's last field name (`lines#3.unitPrice`: `unitPrice`; `payments#2`: `payments`). */
const nameOf = (path: string) => path.slice(path.lastIndexOf('.') + 1).split('#')[0]!;

function groupOfName(name: string, capability: RoleCapability | null): FieldGroup | undefined {
  const own = capability ? FIELD_GROUP_IN[capability] : undefined;
  return own && name in own ? (own[name] ?? undefined) : FIELD_GROUP_OF_NAME[name];
}

/** What a caller may not see in a capability's replies: the groups their roles give no access to (empty: everything shows). */
export function hiddenGroups(permissions: RolePermissions): FieldGroup[] {
  return FIELD_GROUPS.filter((group) => permissions.fields[group] === 'none');
}

/** What a caller may not set: the groups their roles do not let them change. */
export function unsettableGroups(permissions: RolePermissions): FieldGroup[] {
  return FIELD_GROUPS.filter((group) => permissions.fields[group] !== 'change');
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
/** An amount as a history shows it (`MoneyValue`). */
const isAmount = (value: Record<string, unknown>) => typeof value.money === 'number' && typeof value.currency === 'string';
/** A page of a list: its `total` counts rows, it is no amount. */
const isPage = (value: Record<string, unknown>) => Array.isArray(value.items) && typeof value.pageSize === 'number';
/** A history's change of one field (`{ field, before, after }`): a hidden field's change shows that it changed, never its values. */
const isFieldChange = (value: Record<string, unknown>) => typeof value.field === 'string' && ('before' in value || 'after' in value);

/**
 * Per set of hidden groups and capability, whether each field name is hidden: decided once per name, as
 * every reply repeats the same few. Kept by name, never by path: a history's paths carry ids
 * (`lines#3.unitPrice`), and a table of them would grow with the data.
 */
const hiddenNames = new Map<string, Map<string, boolean>>();
function namesHidden(hidden: readonly FieldGroup[], capability: RoleCapability | null): (name: string) => boolean {
  const key = `${hidden.join()}|${capability ?? ''}`;
  let known = hiddenNames.get(key);
  if (!known) hiddenNames.set(key, (known = new Map()));
  const names = known;
  return (name) => {
    const plain = name.includes('.') || name.includes('#') ? nameOf(name) : name;
    let hides = names.get(plain);
    if (hides === undefined) {
      const group = groupOfName(plain, capability);
      names.set(plain, (hides = group !== undefined && hidden.includes(group)));
    }
    return hides;
  };
}

/**
 * A reply without the fields of `hidden` groups: each such field left out wherever it is nested, a
 * history's change of one kept as changed (`hidden: true`) without its values, and any amount a history
 * shows (`{ money, currency }`) left out for a caller who sees no money or no costs. A new object is
 * built only where something is left out (a copy with those fields undefined, which JSON leaves out),
 * and a reply with nothing to hide is handed back as it is.
 */
export function shapedReply<T>(value: T, hidden: readonly FieldGroup[], capability: RoleCapability | null): T {
  if (hidden.length === 0) return value;
  const hides = namesHidden(hidden, capability);
  const amountsHidden = hidden.includes('money') || hidden.includes('costs');
  const shape = (node: unknown): unknown => {
    if (typeof node !== 'object' || node === null) return node;
    if (Array.isArray(node)) {
      let copy: unknown[] | null = null;
      for (let index = 0; index < node.length; index += 1) {
        const item = shape(node[index]);
        if (item !== node[index]) (copy ??= node.slice())[index] = item;
      }
      return copy ?? node;
    }
    const object = node as Record<string, unknown>;
    if (amountsHidden && isAmount(object)) return null;
    if (isFieldChange(object) && hides(object.field as string)) {
      const { before: _before, after: _after, ...change } = object;
      return { ...change, hidden: true };
    }
    const page = isPage(object);
    let copy: Record<string, unknown> | null = null;
    for (const key in object) {
      if (hides(key) && !(page && key === 'total')) {
        // Left out as undefined, which JSON leaves out: a deleted field would turn the copy into a slow dictionary.
        (copy ??= { ...object })[key] = undefined;
        continue;
      }
      const inner = shape(object[key]);
      if (inner !== object[key]) (copy ??= { ...object })[key] = inner;
    }
    return copy ?? object;
  };
  return shape(value) as T;
}

/** The fields of a command's body its caller may not set (by path, `lines.2.unitPrice`): a write naming any is refused. */
export function unsettableFields(body: unknown, unsettable: readonly FieldGroup[], capability: RoleCapability | null): string[] {
  if (unsettable.length === 0) return [];
  const found: string[] = [];
  const visit = (node: unknown, path: string) => {
    if (Array.isArray(node)) node.forEach((item, index) => visit(item, `${path}${index}.`));
    else if (isObject(node))
      for (const [key, inner] of Object.entries(node)) {
        const group = fieldGroupOf(key, capability);
        if (group !== undefined && unsettable.includes(group)) found.push(`${path}${key}`);
        else visit(inner, `${path}${key}.`);
      }
  };
  visit(body, '');
  return found;
}
