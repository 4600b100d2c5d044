import { toCsv } from './csv.js';

describe('CSV', () => {
  it('quotes what needs quoting and neutralises formulas', () => {
    expect(
      toCsv(
        ['name', 'points'],
        [
          ['Ash, K.', 9],
          ['Say "hi"', 0],
          ['=SUM(A1)', null],
          [-3, true],
        ],
      ),
    ).toBe('name,points\r\n"Ash, K.",9\r\n"Say ""hi""",0\r\n\'=SUM(A1),\r\n-3,true\r\n');
  });
});
