import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { personalFieldsOf } from '@cargo/contracts';

/** A field named like a person's name, phone, email or address. */
const PERSONAL_NAME = /^(name|first|last|firstName|lastName|phone|email|address|address1|address2)$/;

/**
 * Fields so named that are nobody's personal data, each with the reason. A new one fails the test
 * below until it is declared personal (`*.personal.ts`) or listed here.
 */
const NOT_A_PERSON: Record<string, string> = {
  'VendorAdded details.name': 'a vendor is a business',
  'VendorAdded details.address1': 'a vendor is a business',
  'VendorAdded details.address2': 'a vendor is a business',
  'VendorAdded details.email': 'a vendor is a business',
  'VendorAdded details.phone': 'a vendor is a business',
  'VendorUpdated details.name': 'a vendor is a business',
  'VendorUpdated details.address1': 'a vendor is a business',
  'VendorUpdated details.address2': 'a vendor is a business',
  'VendorUpdated details.email': 'a vendor is a business',
  'VendorUpdated details.phone': 'a vendor is a business',
  'StoreRegistered name': 'a store',
  'RoleSet role.name': 'a role of the business',
  'InvoiceLinesAdded lines[].name': 'a charge line',
  'InvoiceLineChanged line.name': 'a charge line',
  'ProductPictureAdded picture.name': 'a picture file',
  'ExpenseRecorded expense.expenseDetails[].name': 'an expense line',
  'ExpenseUpdated before.expenseDetails[].name': 'an expense line',
  'ExpenseUpdated after.expenseDetails[].name': 'an expense line',
  'ExpenseDeleted expense.expenseDetails[].name': 'an expense line',
  'ExpenseRestored expense.expenseDetails[].name': 'an expense line',
};

/** Every `DomainEvent<'Type', Data>` declared in the contracts, with its data's property paths (arrays as `[]`). */
function eventFieldPaths(): Map<string, string[]> {
  const root = join(__dirname, '../../../../contracts/src');
  const files: string[] = [];
  for (const folder of readdirSync(root, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const file of readdirSync(join(root, folder.name))) if (file.endsWith('.events.ts')) files.push(join(root, folder.name, file));
  }
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.CommonJS,
    resolveJsonModule: true,
    esModuleInterop: true,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const events = new Map<string, string[]>();
  for (const file of files.map((name) => program.getSourceFile(name)!)) {
    ts.forEachChild(file, (node) => {
      if (!ts.isTypeAliasDeclaration(node) || !ts.isTypeReferenceNode(node.type) || node.type.typeName.getText(file) !== 'DomainEvent') return;
      const [name, data] = node.type.typeArguments ?? [];
      if (!name || !data || !ts.isLiteralTypeNode(name) || !ts.isStringLiteral(name.literal)) return;
      const paths: string[] = [];
      walk(checker, checker.getTypeFromTypeNode(data), '', paths, 0);
      events.set(name.literal.text, paths);
    });
  }
  return events;
}

function walk(checker: ts.TypeChecker, type: ts.Type, prefix: string, paths: string[], depth: number): void {
  if (depth > 6) return;
  const parts = type.isUnion() ? type.types : [type];
  for (const part of parts) {
    if (checker.isArrayType(part)) {
      walk(checker, checker.getTypeArguments(part as ts.TypeReference)[0], `${prefix}[]`, paths, depth + 1);
      continue;
    }
    if (!(part.flags & ts.TypeFlags.Object) && !part.isIntersection()) continue;
    for (const property of checker.getPropertiesOfType(part)) {
      const path = prefix ? `${prefix}.${property.name}` : property.name;
      paths.push(path);
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      if (declaration) walk(checker, checker.getTypeOfSymbolAtLocation(property, declaration), path, paths, depth + 1);
    }
  }
}

describe('personal data declarations', () => {
  const events = eventFieldPaths();

  it('finds the events of every capability', () => {
    expect(events.size).toBeGreaterThan(80);
    expect(events.get('ShipmentCreated')).toEqual(expect.arrayContaining(['shipment.sender.phone', 'shipment.receiver.email']));
  });

  it("declares every event field holding a person's name, phone, email or address as sealed under that person's key", () => {
    const undeclared: string[] = [];
    for (const [type, paths] of events) {
      const declared = new Set((personalFieldsOf(type) ?? []).flatMap((part) => part.fields));
      for (const path of new Set(paths)) {
        const last = path.slice(path.lastIndexOf('.') + 1);
        if (PERSONAL_NAME.test(last) && !declared.has(path) && !NOT_A_PERSON[`${type} ${path}`]) undeclared.push(`${type} ${path}`);
      }
    }
    expect(undeclared).toEqual([]);
  });

  it("lists as nobody's only fields that exist", () => {
    const existing = new Set([...events].flatMap(([type, paths]) => paths.map((path) => `${type} ${path}`)));
    expect(Object.keys(NOT_A_PERSON).filter((field) => !existing.has(field))).toEqual([]);
  });
});
