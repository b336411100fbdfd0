import type { YearHours } from '@portal/shared/types';
import { Col, Progress, Row, Statistic, Typography } from 'antd';

import { hoursFigures, hoursPlan, percentDone, planText } from './hours-plan';

/**
 * This year's hours against the requirement (001.001.065: compulsory and
 * optional; others: total and compulsory), what is left and a daily pace
 * to the year's end.
 */
export function HoursSummary({
  hours,
  tenantId,
  today = new Date(),
}: {
  hours: YearHours;
  tenantId: string;
  today?: Date;
}) {
  const figures = hoursFigures(hours, tenantId);
  const plan = hoursPlan(hours, tenantId, today);
  return (
    <>
      <Row gutter={[24, 24]}>
        {figures.map((figure) => (
          <Col key={figure.key} xs={24} md={12}>
            <Statistic
              title={figure.label}
              value={figure.done}
              suffix={`/ ${figure.required} 学时`}
              precision={1}
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
        {planText(plan, tenantId)}
      </Typography.Paragraph>
    </>
  );
}
