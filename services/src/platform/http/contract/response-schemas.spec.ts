import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { responseContracts } from './response-schemas';

/** The reply contracts of one controller file written for the test, compiled the way the services are. */
function contractsOf(source: string) {
  const file = join(mkdtempSync(join(tmpdir(), 'reply-schemas-')), 'sample.controller.ts');
  writeFileSync(file, source);
  const program = ts.createProgram([file], { strict: true, target: ts.ScriptTarget.ES2022, experimentalDecorators: true, noEmit: true });
  return responseContracts(program, [file]);
}

const DECORATORS = `
  const Controller = (_path?: string) => (_target: object) => undefined;
  const Get = (_path?: string) => (_target: object, _key: string) => undefined;
  const ApiProduces = (..._types: string[]) => (_target: object, _key: string) => undefined;
  class StreamableFile { constructor(readonly bytes: Uint8Array) {} }
`;

describe('reply schemas read from the controllers’ return types', () => {
  it('given a named reply type, when its route returns a promise of it, then the operation refers to a component with its fields as JSON carries them (a union of literals is an enum)', () => {
    const { operations, components } = contractsOf(`${DECORATORS}
      type Currency = 'UsDollar' | 'VnDong';
      interface Money { amount: number; currency: Currency }
      interface VendorView {
        /** The vendor's number. */
        id: number;
        name: string;
        email?: string;
        note: string | null;
        active: boolean;
        balance: Money;
        created: Date;
        tags: string[];
        byWarehouse: Record<string, number>;
        rank: 1 | 2 | 3;
        describe(): string;
      }
      @Controller('vendor')
      export class VendorController {
        @Get('get/by/id/:id')
        async byId(): Promise<VendorView> { throw new Error('not called'); }
      }`);
    expect(operations.VendorController_byId).toEqual({ contentTypes: ['application/json'], schema: { $ref: '#/components/schemas/VendorView' } });
    expect(components.VendorView).toEqual({
      type: 'object',
      properties: {
        id: { type: 'number', description: "The vendor's number." },
        name: { type: 'string' },
        email: { type: 'string' },
        note: { type: 'string', nullable: true },
        active: { type: 'boolean' },
        balance: { $ref: '#/components/schemas/Money' },
        created: { type: 'string', format: 'date-time' },
        tags: { type: 'array', items: { type: 'string' } },
        byWarehouse: { type: 'object', properties: {}, additionalProperties: { type: 'number' } },
        rank: { type: 'number', enum: [1, 2, 3] },
      },
      // A field of a field group (the balance: money) may be left out of a reply by the caller's roles: it is never required.
      required: ['id', 'name', 'note', 'active', 'created', 'tags', 'byWarehouse', 'rank'],
    });
    expect(components.Money).toEqual({
      type: 'object',
      properties: { amount: { type: 'number' }, currency: { type: 'string', enum: ['UsDollar', 'VnDong'] } },
      required: ['currency'],
    });
  });

  it('given a generic page, a recursive type and a nullable reference, then the page is inline, the recursion refers to itself and null is one more choice', () => {
    const { operations, components } = contractsOf(`${DECORATORS}
      interface Page<T> { items: T[]; total: number }
      interface Category { name: string; parent: Category | null }
      @Controller()
      export class CategoryController {
        @Get() list(): Promise<Page<Category>> { throw new Error('not called'); }
      }`);
    expect(operations.CategoryController_list.schema).toEqual({
      type: 'object',
      properties: { items: { type: 'array', items: { $ref: '#/components/schemas/Category' } }, total: { type: 'number' } },
      required: ['items', 'total'],
    });
    expect(components.Category.properties).toEqual({
      name: { type: 'string' },
      parent: { anyOf: [{ $ref: '#/components/schemas/Category' }, { type: 'string', nullable: true, enum: [null] }] },
    });
  });

  it('given a file, a stream and an empty reply, then their media types come from @ApiProduces and a route without a body has no content', () => {
    const { operations } = contractsOf(`${DECORATORS}
      @Controller()
      export class FilesController {
        @Get() @ApiProduces('image/png', 'image/jpeg') async picture(): Promise<StreamableFile> { return new StreamableFile(new Uint8Array()); }
        @Get() @ApiProduces('text/event-stream') stream(): void {}
        @Get() async forget(): Promise<void> {}
        @Get() ids(): Array<number | 'all'> { return []; }
        helper(): string { return 'not a route'; }
      }`);
    expect(operations).toEqual({
      FilesController_picture: { contentTypes: ['image/png', 'image/jpeg'], schema: { type: 'string', format: 'binary' } },
      FilesController_stream: { contentTypes: ['text/event-stream'], schema: { type: 'string' } },
      FilesController_forget: { contentTypes: [] },
      FilesController_ids: {
        contentTypes: ['application/json'],
        schema: { type: 'array', items: { anyOf: [{ type: 'number' }, { type: 'string', enum: ['all'] }] } },
      },
    });
  });

  it('given a decorator typed AnswersAlso<Reply>, then its reply is one more choice beside the handler’s', () => {
    const { operations } = contractsOf(`${DECORATORS}
      interface VendorView { name: string }
      interface RecordAsOf { at: string }
      const AsOfRecord = (): MethodDecorator & { readonly answersAlso?: RecordAsOf } => () => undefined;
      @Controller()
      export class VendorController {
        @Get() @AsOfRecord() async byId(): Promise<VendorView> { return { name: 'Costco' }; }
      }`);
    expect(operations.VendorController_byId.schema).toEqual({
      anyOf: [{ $ref: '#/components/schemas/VendorView' }, { $ref: '#/components/schemas/RecordAsOf' }],
    });
  });
});
