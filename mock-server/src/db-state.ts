/**
 * The whole db file: the seed's version (`meta`) and every json-server
 * collection, each declared with its records by the domain that owns it
 * (`domains/<domain>/*.records.ts`).
 * What the backend answers is the wire contract ('@portal/shared/contracts');
 * a record extends the contract's type with what only the server keeps.
 *
 * The records files are imported directly, not through the domains' index:
 * the store (platform/db.ts) is typed with DbState, and a domain's index
 * leads back to the store through its routes.
 */
import type { SiteCollections } from './domains/site/site.records';
import type { SignInCollections } from './domains/sign-in/sign-in.records';
import type { AdminEntryCollections } from './domains/admin-entry/admin-entry.records';
import type { ProfileCollections } from './domains/profile/profile.records';
import type { HomeCollections } from './domains/home/home.records';
import type { CourseStudyCollections } from './domains/course-study/course-study.records';
import type { ClassesCollections } from './domains/classes/classes.records';
import type { ExamsCollections } from './domains/exams/exam-records';
import type { CourseCatalogueCollections } from './domains/course-catalogue/course-catalogue.records';
import type { SpecialTopicsCollections } from './domains/special-topics/special-topics.records';
import type { LearningCentreCollections } from './domains/learning-centre/learning-centre.records';
import type { LettersCollections } from './domains/letters/letters.records';
import type { DispatchCollections } from './domains/dispatch/dispatch.records';
import type { CertificatesCollections } from './domains/certificates/certificates.records';
import type { ClassStudyCollections } from './domains/class-study/class-study.records';
import type { SurveysCollections } from './domains/surveys/surveys.records';
import type { DeliveryCollections } from './domains/delivery/delivery.records';

export {
  TENANT_IDS,
  type SeedTenantId,
  type TenantId,
} from './platform/tenancy';

export interface DbState
  extends
    SiteCollections,
    SignInCollections,
    AdminEntryCollections,
    ProfileCollections,
    HomeCollections,
    CourseStudyCollections,
    ClassesCollections,
    ExamsCollections,
    CourseCatalogueCollections,
    SpecialTopicsCollections,
    LearningCentreCollections,
    LettersCollections,
    DispatchCollections,
    CertificatesCollections,
    ClassStudyCollections,
    SurveysCollections,
    DeliveryCollections {
  meta: { seedVersion: number };
}
