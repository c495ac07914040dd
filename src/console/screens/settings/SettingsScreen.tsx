import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { Panel } from '../../common/Panel';
import { t } from '../../../shared/messages';
import { useChangePassword, type PasswordChange } from '../../api/auth';
import { errorMessage } from '../../api/client';
import { PageTitle } from '../../common/PageTitle';
import { flash } from '../../state/flashStore';
import { showFieldError } from '../form-helpers/fieldErrors';
import { matchesField } from '../form-helpers/matchesField';

const FIELDS = ['current_password', 'new_password', 'confirm_new_password'] as const;

/** /settings: change password; server errors under their field (error.field) or above the form. */
export function SettingsScreen() {
  const [form] = Form.useForm<PasswordChange>();
  const change = useChangePassword();
  const [error, setError] = useState<string | null>(null);

  const onFinish = async (values: PasswordChange) => {
    setError(null);
    try {
      await change.mutateAsync(values);
    } catch (err) {
      if (!showFieldError(form, err, FIELDS)) setError(errorMessage(err, t('changePasswordFailed')));
      return;
    }
    form.resetFields();
    flash.success(t('passwordChanged'));
  };

  return (
    <div style={{ maxWidth: 480 }}>
      <header style={{ marginBottom: 16 }}>
        <PageTitle>{t('settingsTitle')}</PageTitle>
      </header>
      <Panel title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('changePasswordTitle')}</h2>}>
        <Form
          form={form}
          name="change-password"
          layout="vertical"
          requiredMark={false}
          onFinish={onFinish}
          onValuesChange={() => setError(null)}
        >
          {error !== null && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} />}
          <Form.Item
            label={t('currentPassword')}
            name="current_password"
            rules={[{ required: true, message: t('currentPasswordRequired') }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item label={t('newPassword')} name="new_password" rules={[{ required: true, message: t('newPasswordRequired') }]}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            label={t('confirmNewPassword')}
            name="confirm_new_password"
            dependencies={['new_password']}
            rules={[{ required: true, message: t('confirmPasswordRequired') }, matchesField('new_password', t('passwordsDiffer'))]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={change.isPending}>
            {t('changePassword')}
          </Button>
        </Form>
      </Panel>
    </div>
  );
}
