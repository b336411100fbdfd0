import { formatHours } from '@portal/shared/format';
import type { YearHours } from '@portal/shared/contracts';
import { Col, Progress, Row, Statistic, Typography } from 'antd';

import { hoursFigures, hoursPlan, percentDone, planText } from './hours-plan';

/**
 * This year's hours against the requirement (a tenant with split hours:
 * compulsory and optional; others: total and compulsory), what is left and
 * a daily pace to the year's end.
 */
export function HoursSummary({
  hours,
  splitHours,
  today = new Date(),
}: {
  hours: YearHours;
  /** The tenant's capability (useTenantCapabilities). */
  splitHours: boolean;
  today?: Date;
}) {
  const figures = hoursFigures(hours, splitHours);
  const plan = hoursPlan(hours, splitHours, today);
  return (
    <>
      <Row gutter={[24, 24]}>
        {figures.map((figure) => (
          <Col key={figure.key} xs={24} md={12}>
            <Statistic
              title={figure.label}
              value={formatHours(figure.done)}
              suffix={`/ ${formatHours(figure.required)} 学时`}
            />
            <Progress
              percent={percentDone(figure.done, figure.required)}
              aria-label={`${figure.label}完成进度`}
            />
          </Col>
        ))}
      </Row>
      <Typography.Paragraph
        data-testid="hours-plan"
        style={{ marginTop: 12, marginBottom: 0 }}
      >
        {planText(plan, splitHours)}
      </Typography.Paragraph>
    </>
  );
}
