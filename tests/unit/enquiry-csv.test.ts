/** The staff export: formula injection neutralised, CSV quoting right. */
import { describe, expect, it } from 'vitest';
import { csvCell, csvLines } from '../../enquiry/server/csv.ts';
import type { EnquiryRow } from '../../enquiry/server/ports.ts';

describe('csvCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+919876543210', "'+919876543210"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1', `"'\t=1"`],
    ['\uFF1D1+1', "'\uFF1D1+1"],
    ['\uFF0BSUM(A1)', "'\uFF0BSUM(A1)"],
    ['\uFF0D2+3', "'\uFF0D2+3"],
    ['\uFF20SUM(A1)', "'\uFF20SUM(A1)"],
    ['a; b', '"a; b"'],
    ['=1;=2', `"'=1;=2"`],
    ['a\tb', '"a\tb"'],
    ['\r=1', `"'\r=1"`],
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['plain text', 'plain text'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['1=1', '1=1'],
    ['', ''],
  ])('%j → %j', (value, expected) => expect(csvCell(value)).toBe(expected));

  it('writes null and numbers plainly', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(3)).toBe('3');
  });
});

describe('csvLines', () => {
  const row: EnquiryRow = {
    id: 'id-1',
    received_at: '2025-06-01T10:00:00.000Z',
    name: '=cmd|"/c calc"!A1',
    email: 'a@example.com',
    phone: '+919876543210',
    program: 'Management (PG Courses)',
    state: 'Delhi',
    city: 'New Delhi',
    query: 'Fees, please',
    channel: 'form',
    forward_status: 'failed',
    forward_attempts: 8,
    forward_error: 'answered 500',
    delivered_at: null,
    consented_at: '2025-06-01T10:00:00.000Z',
    notice_version: '2025-05-01',
  };

  it('has a header, CRLF line ends and a byte-order mark, with every dangerous cell neutralised, and counts the rows', async () => {
    const counted = { rows: 0 };
    async function* rows() {
      yield row;
    }
    let csv = '';
    for await (const line of csvLines(rows(), counted)) csv += line;
    expect(counted.rows).toBe(1);
    expect(csv.startsWith('\ufeffid,received_at,name,email,phone,program,state,city,query,channel,forward_status')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    expect(lines[1]).toBe(
      `id-1,2025-06-01T10:00:00.000Z,"'=cmd|""/c calc""!A1",a@example.com,'+919876543210,Management (PG Courses),Delhi,New Delhi,"Fees, please",form,failed,8,answered 500,,2025-06-01T10:00:00.000Z,2025-05-01`,
    );
  });
});
