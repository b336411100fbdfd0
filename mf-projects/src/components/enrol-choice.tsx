import type { ClassDetail } from '@portal/shared/contracts';
import { ENROLMENT_MESSAGES } from '@portal/shared/contracts';
import { redirectToLogin } from '@portal/shared/routing';
import { useCompactLayout } from '@portal/shared/ui';
import { primaryTouch } from '@portal/shared/ui/touch';
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';

import { enrolActionFor } from '../lib/enrol-action';

interface EnrolChoiceProps {
  detail: ClassDetail;
  /** Where 登录报名 comes back to after signing in. */
  loginReturnTo: () => string;
  /** 登录报名 across the whole width (the phone's enrolment page). */
  block?: boolean;
  /** What a learner already enrolled sees. */
  enrolled: ReactNode;
  /** The page's own way to enrol, for a class open to all or by code. */
  enrol: (mode: 'open' | 'code') => ReactNode;
}

/**
 * What a class offers about enrolment, by its mode and the learner's state:
 * the page's enrolled view, 报名审核中, the class has ended, 由单位统一安排,
 * a visitor's 登录报名, or the page's own enrol action.
 */
export function EnrolChoice({
  detail,
  loginReturnTo,
  block,
  enrolled,
  enrol,
}: EnrolChoiceProps) {
  const compact = useCompactLayout();
  const action = enrolActionFor(detail);
  switch (action) {
    case 'enrolled':
      return enrolled;
    case 'pending':
      return <Alert type="info" showIcon title="报名审核中，请耐心等待" />;
    case 'ended':
      return (
        <Alert type="warning" showIcon title={ENROLMENT_MESSAGES.classEnded} />
      );
    case 'assigned':
      return (
        <Alert
          type="info"
          showIcon
          title="由单位统一安排"
          description="该班级学员由单位统一安排，不能自行报名。"
        />
      );
    case 'login':
      return (
        <Button
          type="primary"
          block={block}
          style={primaryTouch(compact)}
          onClick={() => redirectToLogin(loginReturnTo())}
        >
          登录报名
        </Button>
      );
    default:
      return enrol(action);
  }
}
