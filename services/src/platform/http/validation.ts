import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import { invalid, isMessageKey, type FieldError } from '@cargo/contracts';
import type { z } from 'zod';

/** Validates a body, query or param against a shared contracts schema; refusals carry the spec's message keys. */
export class SchemaPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    const fields: FieldError[] = result.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      code: isMessageKey(issue.message) ? issue.message : 'validation.invalidValue',
    }));
    throw invalid('error.invalidInput', fields);
  }
}

/** A positive whole-number id in the path, written as ids are (no leading zero: `01` names no record, as `1e0` and `+1` do not). */
export class IdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = Number(value);
    if (!/^[1-9]\d*$/.test(value) || !Number.isSafeInteger(id) || id < 1) {
      throw invalid('error.invalidInput', [{ path: 'id', code: 'validation.invalidValue' }]);
    }
    return id;
  }
}

/**
 * Query parameters are single texts: a repeated one (`?title=a&title=b` arrives as an array) is
 * refused with 400 before any handler sees it.
 */
export class SingleQueryValuesPipe implements PipeTransform<unknown, unknown> {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type !== 'query') return value;
    const entries = metadata.data !== undefined ? [[metadata.data, value]] : Object.entries((value ?? {}) as Record<string, unknown>);
    const repeated = entries
      .filter(([, entry]) => entry !== undefined && typeof entry !== 'string')
      .map(([name]) => ({ path: String(name), code: 'validation.invalidValue' as const }));
    if (repeated.length > 0) throw invalid('error.invalidInput', repeated);
    return value;
  }
}
