import { HOME_SECTIONS } from '@portal/shared/home-layout';
import { ArrayInput, BooleanInput, SelectInput, SimpleFormIterator, TextInput } from 'react-admin';
import { ImageUploadInput } from '../../components/ImageUploadInput.tsx';

const sectionChoices = HOME_SECTIONS.map((section) => ({ id: section.key, name: section.label }));

/**
 * Trang chủ: the banner (heading, text, picture under the department's colour, a button) and the
 * page's sections, each shown or not, in the order staff set with the arrows.
 */
export function HomePageInputs() {
  return (
    <>
      <TextInput source="banner_title" fullWidth helperText="resources.settings.helpers.banner_title" />
      <TextInput
        source="banner_text"
        fullWidth
        multiline
        minRows={2}
        helperText="resources.settings.helpers.banner_text"
      />
      <ImageUploadInput
        source="banner_image"
        label="resources.settings.fields.banner_image"
        texts="resources.settings.banner_image"
        empty=""
      />
      <TextInput source="banner_link_label" helperText="resources.settings.helpers.banner_link_label" />
      <TextInput source="banner_link_href" fullWidth helperText="resources.settings.helpers.link" />
      <ArrayInput source="home_sections" helperText="resources.settings.helpers.home_sections">
        <SimpleFormIterator inline disableAdd disableRemove disableClear>
          {/* Read only, not disabled: a disabled field is left out of what the form sends. */}
          <SelectInput source="key" choices={sectionChoices} readOnly label="resources.settings.home.section" />
          <BooleanInput source="visible" label="resources.settings.home.visible" />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}
