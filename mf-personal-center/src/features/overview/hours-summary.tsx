import type { YearHours } from '@portal/shared/types';
import { Col, Progress, Row, Statistic } from 'antd';

/** 001.001.065 shows compulsory and optional hours instead of total and compulsory (seed-spec 6). */
export function HoursSummary({
  hours,
  tenantId,
}: {
  hours: YearHours;
  tenantId: string;
}) {
  const figures =
    tenantId === '001.001.065'
      ? [
          {
            label: '必修学时',
            done: hours.compulsoryHour,
            required: hours.compulsoryCourseHour,
          },
          {
            label: '选修学时',
            done: hours.optionalHour,
            required: hours.optionalCourseHour,
          },
        ]
      : [
          {
            label: '总学时',
            done: hours.tbtpHourSum,
            required: hours.ANALYSIS_HOURS_NUM,
          },
          {
            label: '必修学时',
            done: hours.compulsoryHour,
            required: hours.compulsoryCourseHour,
          },
        ];
  return (
    <Row gutter={[24, 24]}>
      {figures.map((figure) => (
        <Col key={figure.label} xs={24} md={12}>
          <Statistic
            title={figure.label}
            value={figure.done}
            suffix={`/ ${figure.required} 学时`}
            precision={1}
          />
          <Progress
            percent={
              figure.required > 0
                ? Math.min(
                    100,
                    Math.round((figure.done / figure.required) * 100),
                  )
                : 0
            }
            aria-label={`${figure.label}完成进度`}
          />
        </Col>
      ))}
    </Row>
  );
}
