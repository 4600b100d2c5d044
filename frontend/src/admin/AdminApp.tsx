import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { AccessDenied } from '../shared/AccessDenied';
import { authProvider } from './authProvider';
import { CARDS_PATH, CardsPage } from './cards';
import { Dashboard } from './dashboard/Dashboard';
import { DashboardAlias } from './dashboard/DashboardAlias';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n/i18n-provider';
import { AdminLayout } from './layout/AdminLayout';
import { AdminNotFound } from './layout/AdminNotFound';
import { AdminNotification } from './layout/AdminNotification';
import { adminTheme } from './theme';
import { TOURNAMENTS_PATH, TournamentDesk, TournamentsPage } from './tournaments';
import * as achievements from './achievements';
import * as artworks from './artworks';
import * as contactMessages from './contact-messages';
import * as events from './events';
import * as releases from './releases';
import * as users from './users';

/**
 * The admin area, mounted by the site's router at /admin/* (lazily, so the public bundle stays
 * small). It uses that router (basename /admin, no router of its own) and the site's session: a
 * visitor without one goes to the site's /login, a signed-in non-admin sees 'Access Denied'.
 */
export function AdminApp() {
  return (
    <Admin
      basename="/admin"
      title="Admin Panel"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={Dashboard}
      layout={AdminLayout}
      notification={AdminNotification}
      theme={adminTheme}
      darkTheme={null}
      loginPage={false}
      accessDenied={AccessDenied}
      catchAll={AdminNotFound}
      requireAuth
      disableTelemetry
    >
      <Resource name="users" {...users} />
      <Resource name="events" {...events} />
      <Resource name="achievements" {...achievements} />
      <Resource name="contact-messages" {...contactMessages} />
      <Resource name="content-items" />
      <Resource name="releases" {...releases} />
      <Resource name="artworks" {...artworks} />
      <CustomRoutes>
        <Route path={CARDS_PATH} element={<CardsPage />} />
        <Route path={TOURNAMENTS_PATH} element={<TournamentsPage />} />
        <Route path={`${TOURNAMENTS_PATH}/:id`} element={<TournamentDesk />} />
        {/* The spec's address of the artwork manager (spec 2 §1); the resource is named as its API. */}
        <Route path="/artwork" element={<Navigate to="/admin/artworks" replace />} />
        {/* Where the spec's artwork manager goes Back to (spec 2 §2): the dashboard, its tab kept. */}
        <Route path="/dashboard" element={<DashboardAlias />} />
      </CustomRoutes>
    </Admin>
  );
}
