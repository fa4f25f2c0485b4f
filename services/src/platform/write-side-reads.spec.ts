import 'reflect-metadata';
import * as modules from '../capabilities';
import { ProjectionProgress } from './http/read-your-writes';
import { READ_STORE } from './process/tokens';

/** What @nestjs/cqrs marks a command handler with, and where Nest keeps a class's constructor dependencies. */
const COMMAND_HANDLER = '__commandHandler__';
type Token = unknown;
type Provider = { provide: Token; useClass?: new (...args: never[]) => unknown } | (new (...args: never[]) => unknown);

const providers: Provider[] = Object.values(modules).flatMap((module) => (Reflect.getMetadata('providers', module) as Provider[] | undefined) ?? []);
const implementations = new Map<Token, Token>(
  providers.flatMap((provider) => (typeof provider === 'function' ? [] : provider.useClass ? [[provider.provide, provider.useClass] as [Token, Token]] : [])),
);

/** A class's constructor dependencies: its parameter types, with `@Inject(token)` ones replaced by their tokens. */
function dependenciesOf(type: Token): Token[] {
  if (typeof type !== 'function') return [];
  const dependencies = [...((Reflect.getMetadata('design:paramtypes', type) as Token[] | undefined) ?? [])];
  for (const { index, param } of (Reflect.getMetadata('self:paramtypes', type) as { index: number; param: Token }[] | undefined) ?? [])
    dependencies[index] = param;
  return dependencies.map((dependency) => implementations.get(dependency) ?? dependency);
}

/** Whether a class reaches the read store (or waits on the projections) through its dependencies, at any depth. */
function readsReadModels(type: Token, seen = new Set<Token>()): boolean {
  if (seen.has(type)) return false;
  seen.add(type);
  return dependenciesOf(type).some((dependency) => dependency === READ_STORE || dependency === ProjectionProgress || readsReadModels(dependency, seen));
}

describe('the write side', () => {
  const handlers = providers.filter(
    (provider): provider is new (...args: never[]) => unknown => typeof provider === 'function' && Reflect.hasMetadata(COMMAND_HANDLER, provider),
  );

  it('finds the command handlers of every capability', () => {
    expect(handlers.length).toBeGreaterThan(50);
  });

  it('decides from streams: no command handler reads a read model, at any depth', () => {
    const reading = handlers.filter((handler) => readsReadModels(handler)).map((handler) => handler.name);
    expect(reading).toEqual([]);
  });
});
