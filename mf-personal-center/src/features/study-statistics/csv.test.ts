import { CSV_BOM, csvCell, toCsv } from './csv';
import {
  COURSE_CSV_HEADER,
  courseCsvRows,
  csvFileName,
  monthCsvRows,
} from './statistics-csv';
import type { YearCourseStatistics } from '@portal/shared/contracts';

describe('csvCell', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvCell('党史学习教育')).toBe('党史学习教育');
    expect(csvCell(1.5)).toBe('1.5');
    expect(csvCell(-2)).toBe('-2');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(true)).toBe('true');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('民法典,政府治理')).toBe('"民法典,政府治理"');
    expect(csvCell('“两个确立”与"决定性"')).toBe('"“两个确立”与""决定性"""');
    expect(csvCell('第一行\n第二行')).toBe('"第一行\n第二行"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    expect(csvCell(' 前后空格 ')).toBe('" 前后空格 "');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","点我")')).toBe(
      `"'=HYPERLINK(""http://x"",""点我"")"`,
    );
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    // Only at the start.
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('toCsv', () => {
  it('starts with the BOM and ends every row with CRLF', () => {
    const text = toCsv([
      ['课程', '学时'],
      ['a,b', 1],
    ]);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text).toBe(`${CSV_BOM}课程,学时\r\n"a,b",1\r\n`);
    expect([...new TextEncoder().encode(text).slice(0, 3)]).toEqual([
      0xef, 0xbb, 0xbf,
    ]);
  });
});

const stats: YearCourseStatistics = {
  year: 2026,
  courseCount: 2,
  totalHours: 1.5,
  compulsoryHours: 1,
  optionalHours: 0.5,
  courses: [
    {
      courseId: '13010',
      courseName: '=1+1 危险的课程名',
      categoryId: '11001',
      categoryName: '政治理论',
      subCategoryName: '党史学习教育',
      resourceType: 'VIDEO',
      isCompulsory: true,
      hours: 1,
      creditedAt: '2026-03-05 09:00:00',
      month: 3,
      studyStatus: '2',
      studyTimes: 6,
    },
    {
      courseId: '13011',
      courseName: '民法典与政府治理',
      categoryId: '11005',
      categoryName: '政策法规',
      subCategoryName: '宪法与法律',
      resourceType: 'ARTICLE',
      isCompulsory: false,
      hours: 0.5,
      creditedAt: '2026-07-01 10:00:00',
      month: 7,
      studyStatus: '2',
      studyTimes: 20,
    },
  ],
  months: Array.from({ length: 12 }, (_, i) => ({
    month: i + 1,
    hours: i === 2 ? 1 : i === 6 ? 0.5 : 0,
    courses: i === 2 || i === 6 ? 1 : 0,
  })),
};

describe('the exports', () => {
  it('lists every course under the header, with a total', () => {
    const lines = toCsv(courseCsvRows(stats)).slice(1).split('\r\n');
    expect(lines[0]).toBe(COURSE_CSV_HEADER.join(','));
    expect(lines[1]).toBe(
      "1,'=1+1 危险的课程名,政治理论,党史学习教育,必修,1,2026-03-05 09:00:00",
    );
    expect(lines[2]).toBe(
      '2,民法典与政府治理,政策法规,宪法与法律,选修,0.5,2026-07-01 10:00:00',
    );
    expect(lines[3]).toBe('合计,,,,,1.5,');
    expect(lines[4]).toBe('');
  });

  it('lists the twelve months with a total', () => {
    const rows = monthCsvRows(stats);
    expect(rows[0]).toEqual(['月份', '完成课程数', '学时']);
    expect(rows).toHaveLength(14);
    expect(rows[3]).toEqual(['2026年3月', 1, 1]);
    expect(rows[13]).toEqual(['合计', 2, 1.5]);
  });

  it('names the files by year and kind', () => {
    expect(csvFileName(2026, 'courses')).toBe('学时统计-2026-课程.csv');
    expect(csvFileName(2025, 'months')).toBe('学时统计-2025-月度.csv');
  });
});
