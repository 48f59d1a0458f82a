// Each business context is exported under its own subpath: @merchant/domain/<context>.
