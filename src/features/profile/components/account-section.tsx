import { useLingui } from '@lingui/react/macro';
import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { userCalls, type Profile } from '../../../contract/index.ts';
import { roleLabels } from '../../../lib/i18n/role-labels.ts';
import { useChangePassword, useSetPayPassword, useUpdateNickname } from '../api/profile-mutations.ts';
import { ProfileSheet } from './profile-sheet.tsx';
import styles from './profile.module.css';
import { formatTime } from '../../../lib/i18n/time-format.ts';

type Sheet = 'nickname' | 'password' | 'payPassword' | null;

/** Who is signed in, and the nickname, password and payment password forms. */
export function AccountSection({ profile }: { profile: Profile }) {
  const { t, i18n } = useLingui();
  const [sheet, setSheet] = useState<Sheet>(null);
  const nickname = useUpdateNickname();
  const password = useChangePassword();
  const payPassword = useSetPayPassword();
  const close = () => setSheet(null);
  const done = (text: string) => {
    Toast.show({ icon: 'success', content: text });
    close();
  };
  const lastLogin = profile.lastLoginAt
    ? formatTime(i18n, profile.lastLoginAt, { dateStyle: 'medium', timeStyle: 'short' })
    : '—';

  return (
    <section className={styles.section} aria-labelledby="profile-account">
      <h2 id="profile-account" className={styles.sectionTitle}>
        {t({ id: 'profile.titles.account', message: 'Account' })}
      </h2>
      <dl className={styles.facts}>
        <dt>{t({ id: 'profile.fields.account', message: 'Account' })}</dt>
        <dd>{profile.account}</dd>
        <dt>{t({ id: 'profile.fields.nickname', message: 'Nickname' })}</dt>
        <dd data-testid="profile-nickname">{profile.nickname}</dd>
        <dt>{t({ id: 'profile.fields.role', message: 'Role' })}</dt>
        <dd>{i18n._(roleLabels[profile.role])}</dd>
        <dt>{t({ id: 'profile.fields.lastLogin', message: 'Last sign-in' })}</dt>
        <dd>
          {lastLogin} {profile.lastLoginIp && <span className={styles.muted}>({profile.lastLoginIp})</span>}
        </dd>
        {profile.payPassword.enabled && (
          <>
            <dt>{t({ id: 'profile.fields.payPassword', message: 'Payment password' })}</dt>
            <dd>
              {profile.payPassword.set
                ? t({ id: 'profile.texts.payPasswordSet', message: 'Set' })
                : t({ id: 'profile.texts.payPasswordNotSet', message: 'Not set' })}
            </dd>
          </>
        )}
      </dl>
      <div className={styles.actions}>
        <Button className={styles.action} onClick={() => setSheet('nickname')}>
          {t({ id: 'profile.buttons.changeNickname', message: 'Change nickname' })}
        </Button>
        <Button className={styles.action} onClick={() => setSheet('password')}>
          {t({ id: 'profile.buttons.changePassword', message: 'Change password' })}
        </Button>
        {profile.payPassword.enabled && (
          <Button className={styles.action} onClick={() => setSheet('payPassword')}>
            {profile.payPassword.set
              ? t({ id: 'profile.buttons.changePayPassword', message: 'Change payment password' })
              : t({ id: 'profile.buttons.setPayPassword', message: 'Set payment password' })}
          </Button>
        )}
      </div>

      <ProfileSheet
        open={sheet === 'nickname'}
        onClose={close}
        title={t({ id: 'profile.buttons.changeNickname', message: 'Change nickname' })}
        fields={[
          {
            name: 'nickname',
            label: t({ id: 'profile.fields.nickname', message: 'Nickname' }),
            kind: 'text',
            maxLength: 64,
          },
        ]}
        initial={{ nickname: profile.nickname }}
        schema={userCalls.updateNickname.input}
        toInput={(v) => ({ nickname: v.nickname ?? '' })}
        submitText={t({ id: 'profile.buttons.save', message: 'Save' })}
        onSubmit={async (input) => {
          await nickname.mutateAsync(input as { nickname: string });
          done(t({ id: 'profile.texts.nicknameChanged', message: 'Nickname changed' }));
        }}
      />
      <ProfileSheet
        open={sheet === 'password'}
        onClose={close}
        title={t({ id: 'profile.buttons.changePassword', message: 'Change password' })}
        intro={
          <p className={styles.text}>
            {t({
              id: 'profile.texts.passwordIntro',
              message:
                'At least 8 characters with digits and letters. Your other devices are signed out; this one stays signed in.',
            })}
          </p>
        }
        fields={[
          {
            name: 'oldPassword',
            label: t({ id: 'profile.fields.oldPassword', message: 'Current password' }),
            kind: 'password',
            maxLength: 128,
          },
          {
            name: 'newPassword',
            label: t({ id: 'profile.fields.newPassword', message: 'New password' }),
            kind: 'newPassword',
            maxLength: 64,
          },
        ]}
        initial={{ oldPassword: '', newPassword: '' }}
        schema={userCalls.changePassword.input}
        toInput={(v) => ({ oldPassword: v.oldPassword ?? '', newPassword: v.newPassword ?? '' })}
        submitText={t({ id: 'profile.buttons.save', message: 'Save' })}
        onSubmit={async (input) => {
          await password.mutateAsync(input as { oldPassword: string; newPassword: string });
          done(t({ id: 'profile.texts.passwordChanged', message: 'Password changed; other devices were signed out' }));
        }}
      />
      <ProfileSheet
        open={sheet === 'payPassword'}
        onClose={close}
        title={
          profile.payPassword.set
            ? t({ id: 'profile.buttons.changePayPassword', message: 'Change payment password' })
            : t({ id: 'profile.buttons.setPayPassword', message: 'Set payment password' })
        }
        intro={
          <p className={styles.text}>
            {t({ id: 'profile.texts.payPasswordIntro', message: 'Six digits. Confirm with your sign-in password.' })}
          </p>
        }
        fields={[
          {
            name: 'password',
            label: t({ id: 'profile.fields.loginPassword', message: 'Sign-in password' }),
            kind: 'password',
            maxLength: 128,
          },
          {
            name: 'payPassword',
            label: t({ id: 'profile.fields.newPayPassword', message: 'New payment password' }),
            kind: 'pin',
            maxLength: 6,
          },
        ]}
        initial={{ password: '', payPassword: '' }}
        schema={userCalls.setPayPassword.input}
        toInput={(v) => ({ password: v.password ?? '', payPassword: v.payPassword ?? '' })}
        submitText={t({ id: 'profile.buttons.save', message: 'Save' })}
        onSubmit={async (input) => {
          await payPassword.mutateAsync(input as { password: string; payPassword: string });
          done(t({ id: 'profile.texts.payPasswordSaved', message: 'Payment password saved' }));
        }}
      />
    </section>
  );
}
