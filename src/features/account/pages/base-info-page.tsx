import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../components/list-skeleton';
import { PageHeader } from '../../../components/page-header';
import { useProfile } from '../../../lib/query/use-call';
import { toast } from '../../../lib/toast';
import { AvatarUploader } from '../components/avatar-uploader';
import { ProfileForm } from '../components/profile-form';

/** Edit the profile and the avatar. */
export default function BaseInfoPage() {
  const { t } = useTranslation('account');
  const userInfo = useProfile();
  const saved = () => toast(t('profile.saved'));
  return (
    <>
      <PageHeader title={t('title.baseInfo', { ns: 'common' })} />
      {!userInfo ? (
        <ListSkeleton />
      ) : (
        <>
          <AvatarUploader />
          {/* keyed by the saved profile so that a save starts the form from what the server now holds */}
          <ProfileForm
            key={userInfo.nickname + userInfo.realName + userInfo.phone + userInfo.email}
            userInfo={userInfo}
            onDone={saved}
          />
        </>
      )}
    </>
  );
}
