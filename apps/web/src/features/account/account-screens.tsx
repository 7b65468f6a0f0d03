import './account.css';
import { Route, Routes } from 'react-router';
import AccountPage from './account-page.tsx';
import ConfirmLink from './confirm-link.tsx';
import ResetPassword from './reset-password.tsx';

/** Everything under `/account`, one chunk: the home bundle carries only the route to it. */
export default function AccountScreens() {
  return (
    <Routes>
      <Route index element={<AccountPage />} />
      <Route path="reset" element={<ResetPassword />} />
      <Route path="confirm" element={<ConfirmLink />} />
    </Routes>
  );
}
