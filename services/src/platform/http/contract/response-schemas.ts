import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { SchemaWriter, type Schema } from './type-schema';

/** What one operation answers with on success: its media types and their schema, or no body at all. */
export type ResponseContract = { contentTypes: string[]; schema?: Schema };

/** Each operation's reply, keyed like the document's operations (`VendorController_list`), and the named schemas they refer to. */
export interface ResponseContracts {
  operations: Record<string, ResponseContract>;
  components: Record<string, Schema>;
}

/** Every `*.controller.ts` under a folder (the services' source), in a stable order. */
export function controllerFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) => (entry.isDirectory() ? controllerFiles(join(dir, entry.name)) : entry.name.endsWith('.controller.ts') ? [join(dir, entry.name)] : []));
}

/** A TypeScript program over some files with the options of a tsconfig. */
export function programOf(tsconfig: string, files: string[]): ts.Program {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    tsconfig,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`cannot read ${tsconfig}`);
  return ts.createProgram(files, { ...parsed.options, noEmit: true });
}

const decoratorCalls = (node: ts.HasDecorators) =>
  (ts.getDecorators(node) ?? [])
    .map((decorator) => (ts.isCallExpression(decorator.expression) ? decorator.expression : undefined))
    .filter((call) => call !== undefined);

const nameOf = (call: ts.CallExpression) => (ts.isIdentifier(call.expression) ? call.expression.text : '');

/**
 * The reply of every route of the controllers, read from each handler's declared return type
 * (awaited): the contracts' types the handler promises are what the document says it answers.
 * A route that declares `@ApiProduces` answers those media types; a `StreamableFile` is binary; a
 * decorator typed `AnswersAlso<Reply>` adds its reply as a choice.
 */
export function responseContracts(program: ts.Program, files: string[]): ResponseContracts {
  const checker = program.getTypeChecker();
  const writer = new SchemaWriter(checker);
  const operations: ResponseContracts['operations'] = {};
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`not in the program: ${file}`);
    for (const statement of source.statements) {
      if (!ts.isClassDeclaration(statement) || !statement.name || !decoratorCalls(statement).some((call) => nameOf(call) === 'Controller')) continue;
      // Its own routes and those it inherits (`Removable`...), each typed as this controller instantiates it.
      const controller = checker.getDeclaredTypeOfSymbol(checker.getSymbolAtLocation(statement.name)!);
      for (const property of checker.getPropertiesOfType(controller)) {
        const member = property.valueDeclaration;
        if (!member || !ts.isMethodDeclaration(member) || !ts.isIdentifier(member.name) || decoratorCalls(member).length === 0) continue;
        const [signature] = checker.getSignaturesOfType(checker.getTypeOfSymbolAtLocation(property, statement), ts.SignatureKind.Call);
        if (!signature) continue;
        const returned = checker.getAwaitedType(checker.getReturnTypeOfSignature(signature)) ?? checker.getReturnTypeOfSignature(signature);
        const produces = decoratorCalls(member)
          .find((call) => nameOf(call) === 'ApiProduces')
          ?.arguments.filter(ts.isStringLiteral)
          .map((type) => type.text);
        const reply = replyOf(writer, returned, produces);
        const instead = decoratorCalls(member)
          .flatMap((call) => answersAlso(checker, call))
          .map((type) => writer.schemaOf(type));
        operations[`${statement.name.text}_${member.name.text}`] =
          reply.schema && instead.length > 0 ? { ...reply, schema: { anyOf: [...choices(reply.schema), ...instead] } } : reply;
      }
    }
  }
  return { operations, components: Object.fromEntries(Object.entries(writer.components).sort(([a], [b]) => (a < b ? -1 : 1))) };
}

const choices = (schema: Schema): Schema[] => (Array.isArray(schema.anyOf) ? (schema.anyOf as Schema[]) : [schema]);

/** The reply a decorator's interceptor can answer with instead, named by its type (`AnswersAlso<Reply>`). */
function answersAlso(checker: ts.TypeChecker, decorator: ts.CallExpression): ts.Type[] {
  const property = checker.getTypeAtLocation(decorator).getProperty('answersAlso');
  return property ? [checker.getNonNullableType(checker.getTypeOfSymbol(property))] : [];
}

function replyOf(writer: SchemaWriter, returned: ts.Type, produces: string[] | undefined): ResponseContract {
  if (returned.getSymbol()?.getName() === 'StreamableFile')
    return { contentTypes: produces ?? ['application/octet-stream'], schema: { type: 'string', format: 'binary' } };
  // A handler that writes its own stream (`@Res()`) returns nothing and names what it sends.
  if (returned.flags & (ts.TypeFlags.Void | ts.TypeFlags.Undefined))
    return produces ? { contentTypes: produces, schema: { type: 'string' } } : { contentTypes: [] };
  return { contentTypes: produces ?? ['application/json'], schema: writer.schemaOf(returned) };
}
