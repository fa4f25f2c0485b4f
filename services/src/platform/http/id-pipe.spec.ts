import { DomainError } from '@cargo/contracts';
import { IdPipe } from './validation';

describe('an id in the path', () => {
  const pipe = new IdPipe();
  const refused = (value: string) => {
    try {
      pipe.transform(value);
      return false;
    } catch (error) {
      return error instanceof DomainError && error.fields[0]?.path === 'id';
    }
  };

  it('is taken as written: 1, 42, 9007199254740991', () => {
    expect(['1', '42', '9007199254740991'].map((value) => pipe.transform(value))).toEqual([1, 42, 9007199254740991]);
  });

  it('is refused when it names a record only once read as a number: a leading zero, an exponent, a sign, a fraction, zero', () => {
    expect(['01', '001', '0', '1e0', '+1', '1.0', '-1', ' 1', '9007199254740993'].filter((value) => !refused(value))).toEqual([]);
  });
});
