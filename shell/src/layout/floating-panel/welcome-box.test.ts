import type { YearHours } from '@portal/shared/contracts';

import { hoursLines } from './welcome-box';

const hours: YearHours = {
  tbtpHourSum: 38.5,
  ANALYSIS_HOURS_NUM: 50,
  compulsoryHour: 24.5,
  compulsoryCourseHour: 30,
  optionalHour: 14,
  optionalCourseHour: 20,
};

describe('hoursLines', () => {
  it('shows quarter hours exactly, as every other page does', () => {
    expect(
      hoursLines(
        { ...hours, tbtpHourSum: 38.75, compulsoryHour: 24.25 },
        false,
        2026,
      ),
    ).toEqual(['2026年已学 38.75 学时', '其中必修 24.25 学时']);
  });

  it('shows total and compulsory hours without split hours', () => {
    expect(hoursLines(hours, false, 2026)).toEqual([
      '2026年已学 38.5 学时',
      '其中必修 24.5 学时',
    ]);
  });

  it('shows compulsory and optional hours with split hours', () => {
    expect(hoursLines(hours, true, 2026)).toEqual([
      '2026年已学必修 24.5 学时',
      '选修 14 学时',
    ]);
  });
});
