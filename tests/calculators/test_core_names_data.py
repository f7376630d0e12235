"""The look-alike table shipped with the app is Unicode's confusables as the installed library reads them.

`calculators.core.names` reads data/confusables.json once, as a constant (no cache built at run time);
this test fails when the library's data changes and the shipped table was not regenerated
(`python -m calculators.core.names`).
"""
from calculators.core import names


def test_the_shipped_look_alike_table_is_built_from_the_installed_confusables_data():
    assert names.PROTOTYPES == names.build_prototypes()


def test_the_table_folds_the_look_alikes_the_module_promises():
    # names.py: '"Ann", "ANN", "Аnn" (Cyrillic А), "B0b" and "Bob", "Ian" and "lan" count as one name'
    assert names.same_name("Ann", "\u0410nn") and names.same_name("B0b", "Bob") and names.same_name("Ian", "lan")
    assert not names.same_name("Jo", "J\u00f6")  # "Marks that change how a name looks are kept"
