import { MENU_SECTIONS } from '@portal/shared/menus';
import { ArrayInput, FormDataConsumer, SelectInput, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';

const sectionChoices = MENU_SECTIONS.map((section) => ({ id: section.route, name: section.label }));

/**
 * Menu chính and Liên kết website: the spec's sections stay in the menu (staff give them their
 * words and order), links of the department's own go between them; the footer's links follow the
 * spec's two. The server checks the same rules (shared/src/menus.ts).
 */
export function MenuInputs() {
  const translate = useTranslate();
  return (
    <>
      <ArrayInput source="menu" helperText="resources.settings.helpers.menu">
        {/* A section of the portal stays (the server refuses a menu without it): only own links go. */}
        <SimpleFormIterator inline disableClear disableRemove={(entry) => Boolean(entry?.route)}>
          <SelectInput
            source="route"
            choices={sectionChoices}
            emptyText={translate('resources.settings.menu.own_link')}
            label="resources.settings.menu.section"
          />
          <TextInput source="label" label="resources.settings.menu.label" />
          {/* A section of the portal has its own address: only a link of the department's own takes one. */}
          <FormDataConsumer>
            {({ scopedFormData }) =>
              scopedFormData?.route ? null : (
                <TextInput
                  source="href"
                  label="resources.settings.menu.href"
                  helperText="resources.settings.helpers.link"
                />
              )
            }
          </FormDataConsumer>
        </SimpleFormIterator>
      </ArrayInput>
      <ArrayInput source="footer_links" helperText="resources.settings.helpers.footer_links">
        <SimpleFormIterator inline disableClear>
          <TextInput source="label" label="resources.settings.menu.label" />
          <TextInput source="href" label="resources.settings.menu.href" helperText="resources.settings.helpers.link" />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}
